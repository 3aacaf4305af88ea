import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { BETS_MSG, can, FIXTURE_BET_TEXTS as T, matchBetBodySchema, MSG, playerBetBodySchema, BETS_SCREEN, COMMON_SCREEN } from '@superliga/league';
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
const fixtureName = (m: PickedMatch) => BETS_SCREEN.vs(m.team_home.name, m.team_away.name);

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
          {BETS_SCREEN.apuestaDePartido}
        </Title>
        <BetSourceChoice value={form.getValues().source} onChange={(source) => (form.setFieldValue('source', source), pick(null))} />
        {tied ? (
          <>
            <FixtureMatchPicker value={picked ? String(picked.id) : ''} onChange={pick} error={form.errors.match_id} />
            <TextInput label={T.line} description={T.lineHint} inputMode="decimal" {...field('line')} required maw={200} />
          </>
        ) : (
          <TextInput label={BETS_SCREEN.partido} placeholder={BETS_SCREEN.localVsVisitante} {...field('match')} required maxLength={150} />
        )}
        <Textarea
          label={BETS_SCREEN.descripcion}
          {...field('description')}
          description={tied ? undefined : BETS_MSG.overUnderHint}
          maxLength={500}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {odd('home_odd', BETS_SCREEN.cuotaLocal)}
          {odd('away_odd', BETS_SCREEN.cuotaVisitante)}
          {odd('draw_odd', BETS_SCREEN.cuotaEmpate)}
          {odd('under', BETS_SCREEN.cuotaMenos)}
          {odd('over', BETS_SCREEN.cuotaMas)}
        </SimpleGrid>
        {refusal && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {refusal}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {BETS_SCREEN.crearApuestaDePartido}
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
          {BETS_SCREEN.apuestaDeJugador}
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
          <TextInput label={COMMON_SCREEN.jugador} {...field('name')} required maxLength={150} />
        )}
        <Textarea label={BETS_SCREEN.descripcion} {...field('description')} maxLength={500} autosize minRows={2} />
        <SimpleGrid cols={2}>
          <TextInput label={BETS_SCREEN.cuotaGol} placeholder="2.00" inputMode="decimal" {...field('goal_odd')} required />
          <TextInput label={BETS_SCREEN.cuotaTarjeta} placeholder="3.50" inputMode="decimal" {...field('card_odd')} required />
        </SimpleGrid>
        {refusal && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {refusal}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {BETS_SCREEN.crearApuestaDeJugador}
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
      <Title order={1}>{BETS_SCREEN.crearApuesta}</Title>
      {me.data && !can('manageBets', me.data.rol) && <Alert color="yellow">{BETS_SCREEN.soloElAdminYEl}</Alert>}
      {me.data && can('manageBets', me.data.rol) && (
        <>
          <MatchBetForm userId={me.data.id} />
          <PlayerBetForm userId={me.data.id} />
        </>
      )}
    </Stack>
  );
}
