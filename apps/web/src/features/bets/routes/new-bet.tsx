import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { BETS_MSG, can, FIXTURE_BET_TEXTS as T, matchBetBodySchema, MSG, playerBetBodySchema } from '@superliga/league';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { useUser } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, serverErrors } from '../../../lib/schema-form';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useCreateMatchBet, useCreatePlayerBet } from '../api/create-bet';
import { BetSourceChoice, type BetSource } from '../components/bet-source';
import { FixtureMatchPicker, type PickedMatch } from '../components/fixture-match-picker';
import { SquadPlayerSelect } from '../components/squad-player-select';

/** The Over/Under line a tied bet starts with (docs/decisions/028: 2.5 when not stated). */
const DEFAULT_LINE = '2,5';
const MATCH_EMPTY = {
  source: 'free' as BetSource,
  match_id: '',
  line: DEFAULT_LINE,
  match: '',
  description: '',
  home_odd: '',
  away_odd: '',
  draw_odd: '',
  under: '',
  over: '',
};
const PLAYER_EMPTY = { source: 'free' as BetSource, match_id: '', player_id: '', name: '', description: '', goal_odd: '', card_odd: '' };
/** A Select's id as the body carries it: '' (nothing chosen) fails the schema, and the field says to choose. */
const chosenId = (v: string) => (v === '' ? '' : Number(v));
const CHOICE_TEXTS = { match_id: T.chooseMatch, player_id: T.choosePlayer };
const fixtureName = (m: PickedMatch) => `${m.team_home.name} vs ${m.team_away.name}`;

function MatchBetForm({ userId }: { userId: number }) {
  const create = useCreateMatchBet();
  const once = useSubmitOnce();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedMatch | null>(null);
  // Untied bets send exactly what they sent before; a tied one adds its match and line (decision 028).
  const toBody = ({ source, match_id, line, ...v }: typeof MATCH_EMPTY) => ({
    ...v,
    created_by: userId,
    ...(source === 'fixture' ? { match_id: chosenId(match_id), line } : {}),
  });
  const form = useForm({
    initialValues: MATCH_EMPTY,
    onValuesChange: () => once.changed(),
    validate: schemaResolver(matchBetBodySchema, toBody, undefined, CHOICE_TEXTS),
  });
  const tied = form.getValues().source === 'fixture';
  const pick = (m: PickedMatch | null) => {
    setPicked(m);
    form.setValues({ match_id: m ? String(m.id) : '', match: m ? fixtureName(m) : '' });
  };
  const validated = form.onSubmit((values) => {
    if (!once.begin()) return;
    setRefusal(null);
    create.mutate(matchBetBodySchema.parse(toBody(values)), {
      onSuccess: () => (form.reset(), setPicked(null), once.succeeded(), notifySuccess(MSG.matchBetCreated)),
      onError: (err) => {
        once.failed();
        const { fields, message } = serverErrors(err, Object.keys(MATCH_EMPTY));
        form.setErrors(fields);
        setRefusal(message);
      },
    });
  });
  const field = (k: keyof typeof MATCH_EMPTY) => ({ ...form.getInputProps(k), errorProps });
  const odd = (k: 'home_odd' | 'away_odd' | 'draw_odd' | 'under' | 'over', label: string) => (
    <TextInput label={label} placeholder="1.50" inputMode="decimal" {...field(k)} required />
  );
  return (
    <Card
      withBorder
      component="form"
      onSubmit={(e: FormEvent<HTMLFormElement>) => (once.repeat() ? e.preventDefault() : validated(e))}
      noValidate
      aria-labelledby="nueva-apuesta-partido"
    >
      <Stack>
        <Title order={2} id="nueva-apuesta-partido">
          Apuesta de partido
        </Title>
        <BetSourceChoice value={form.getValues().source} onChange={(source) => (form.setFieldValue('source', source), pick(null))} />
        {tied ? (
          <>
            <FixtureMatchPicker value={picked ? String(picked.id) : ''} onChange={pick} error={form.errors.match_id} />
            <TextInput label={T.line} description={T.lineHint} inputMode="decimal" {...field('line')} required maw={200} />
          </>
        ) : (
          <TextInput label="Partido" placeholder="Local vs Visitante" {...field('match')} required maxLength={150} />
        )}
        <Textarea label="Descripción" {...field('description')} description={tied ? undefined : BETS_MSG.overUnderHint} maxLength={500} autosize minRows={2} />
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {odd('home_odd', 'Cuota local')}
          {odd('away_odd', 'Cuota visitante')}
          {odd('draw_odd', 'Cuota empate')}
          {odd('under', 'Cuota menos')}
          {odd('over', 'Cuota más')}
        </SimpleGrid>
        {refusal && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {refusal}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Crear apuesta de partido
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PlayerBetForm({ userId }: { userId: number }) {
  const create = useCreatePlayerBet();
  const once = useSubmitOnce();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedMatch | null>(null);
  const toBody = ({ source, match_id, player_id, ...v }: typeof PLAYER_EMPTY) => ({
    ...v,
    created_by: userId,
    ...(source === 'fixture' ? { match_id: chosenId(match_id), player_id: chosenId(player_id) } : {}),
  });
  const form = useForm({
    initialValues: PLAYER_EMPTY,
    onValuesChange: () => once.changed(),
    validate: schemaResolver(playerBetBodySchema, toBody, undefined, CHOICE_TEXTS),
  });
  const tied = form.getValues().source === 'fixture';
  const pick = (m: PickedMatch | null) => {
    setPicked(m);
    form.setValues({ match_id: m ? String(m.id) : '', player_id: '', name: '' });
  };
  const validated = form.onSubmit((values) => {
    if (!once.begin()) return;
    setRefusal(null);
    create.mutate(playerBetBodySchema.parse(toBody(values)), {
      onSuccess: () => (form.reset(), setPicked(null), once.succeeded(), notifySuccess(MSG.playerBetCreated)),
      onError: (err) => {
        once.failed();
        const { fields, message } = serverErrors(err, Object.keys(PLAYER_EMPTY));
        form.setErrors(fields);
        setRefusal(message);
      },
    });
  });
  const field = (k: keyof typeof PLAYER_EMPTY) => ({ ...form.getInputProps(k), errorProps });
  return (
    <Card
      withBorder
      component="form"
      onSubmit={(e: FormEvent<HTMLFormElement>) => (once.repeat() ? e.preventDefault() : validated(e))}
      noValidate
      aria-labelledby="nueva-apuesta-jugador"
    >
      <Stack>
        <Title order={2} id="nueva-apuesta-jugador">
          Apuesta de jugador
        </Title>
        <BetSourceChoice value={form.getValues().source} onChange={(source) => (form.setFieldValue('source', source), pick(null))} />
        {tied ? (
          <>
            <FixtureMatchPicker value={picked ? String(picked.id) : ''} onChange={pick} error={form.errors.match_id} />
            <SquadPlayerSelect
              match={picked}
              value={form.getValues().player_id}
              onChange={(p) => form.setValues({ player_id: p ? String(p.id) : '', name: p?.name ?? '' })}
              error={form.errors.player_id ?? form.errors.name}
            />
          </>
        ) : (
          <TextInput label="Jugador" {...field('name')} required maxLength={150} />
        )}
        <Textarea label="Descripción" {...field('description')} maxLength={500} autosize minRows={2} />
        <SimpleGrid cols={2}>
          <TextInput label="Cuota gol" placeholder="2.00" inputMode="decimal" {...field('goal_odd')} required />
          <TextInput label="Cuota tarjeta" placeholder="3.50" inputMode="decimal" {...field('card_odd')} required />
        </SimpleGrid>
        {refusal && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {refusal}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Crear apuesta de jugador
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** 'Crear apuesta' (001 §3): one form per kind; odds x.xx. Only Admin and Organizador may create. */
export default function NewBetRoute() {
  const me = useUser();
  return (
    <Stack maw={900}>
      <Title order={1}>Crear apuesta</Title>
      {me.data && !can('manageBets', me.data.rol) && <Alert color="yellow">Solo el Admin y el Organizador pueden crear apuestas.</Alert>}
      {me.data && can('manageBets', me.data.rol) && (
        <>
          <MatchBetForm userId={me.data.id} />
          <PlayerBetForm userId={me.data.id} />
        </>
      )}
    </Stack>
  );
}
