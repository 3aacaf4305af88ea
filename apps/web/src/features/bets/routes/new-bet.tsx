import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { BETS_MSG, can, matchBetBodySchema, MSG, playerBetBodySchema } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { FormErrors } from '../../../components/form-errors';
import { useUser } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useCreateMatchBet, useCreatePlayerBet } from '../api/create-bet';

type Errors = Record<string, string | undefined>;
/** The first message per field of a failed zod parse. */
function fieldErrors(error: z.ZodError): Errors {
  const out: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

const MATCH_EMPTY = { match: '', description: '', home_odd: '', away_odd: '', draw_odd: '', under: '', over: '' };
const PLAYER_EMPTY = { name: '', description: '', goal_odd: '', card_odd: '' };

function MatchBetForm({ userId }: { userId: number }) {
  const create = useCreateMatchBet();
  const once = useSubmitOnce();
  const [values, setValues] = useState(MATCH_EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (k: keyof typeof MATCH_EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value; // read now: currentTarget is gone when the updater runs
    once.changed();
    setValues((v) => ({ ...v, [k]: value }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!once.begin()) return;
    const parsed = matchBetBodySchema.safeParse({ ...values, created_by: userId });
    if (!parsed.success) return (once.failed(), setErrors(fieldErrors(parsed.error)));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => (once.succeeded(), notifySuccess(MSG.matchBetCreated), setValues(MATCH_EMPTY)),
      onError: once.failed,
    });
  };
  const odd = (k: 'home_odd' | 'away_odd' | 'draw_odd' | 'under' | 'over', label: string) => (
    <TextInput label={label} placeholder="1.50" inputMode="decimal" value={values[k]} onChange={set(k)} error={errors[k]} required />
  );
  return (
    <Card withBorder component="form" onSubmit={onSubmit} noValidate aria-labelledby="nueva-apuesta-partido">
      <Stack>
        <Title order={2} id="nueva-apuesta-partido">
          Apuesta de partido
        </Title>
        <TextInput
          label="Partido"
          placeholder="Local vs Visitante"
          value={values.match}
          onChange={set('match')}
          error={errors.match}
          required
          maxLength={150}
        />
        <Textarea
          label="Descripción"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          description={BETS_MSG.overUnderHint}
          maxLength={500}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {odd('home_odd', 'Cuota local')}
          {odd('away_odd', 'Cuota visitante')}
          {odd('draw_odd', 'Cuota empate')}
          {odd('under', 'Cuota menos')}
          {odd('over', 'Cuota más')}
        </SimpleGrid>
        <FormErrors error={create.error} />
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
  const [values, setValues] = useState(PLAYER_EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (k: keyof typeof PLAYER_EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    once.changed();
    setValues((v) => ({ ...v, [k]: value }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!once.begin()) return;
    const parsed = playerBetBodySchema.safeParse({ ...values, created_by: userId });
    if (!parsed.success) return (once.failed(), setErrors(fieldErrors(parsed.error)));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => (once.succeeded(), notifySuccess(MSG.playerBetCreated), setValues(PLAYER_EMPTY)),
      onError: once.failed,
    });
  };
  return (
    <Card withBorder component="form" onSubmit={onSubmit} noValidate aria-labelledby="nueva-apuesta-jugador">
      <Stack>
        <Title order={2} id="nueva-apuesta-jugador">
          Apuesta de jugador
        </Title>
        <TextInput label="Jugador" value={values.name} onChange={set('name')} error={errors.name} required maxLength={150} />
        <Textarea
          label="Descripción"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          maxLength={500}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Cuota gol"
            placeholder="2.00"
            inputMode="decimal"
            value={values.goal_odd}
            onChange={set('goal_odd')}
            error={errors.goal_odd}
            required
          />
          <TextInput
            label="Cuota tarjeta"
            placeholder="3.50"
            inputMode="decimal"
            value={values.card_odd}
            onChange={set('card_odd')}
            error={errors.card_odd}
            required
          />
        </SimpleGrid>
        <FormErrors error={create.error} />
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
