import { Alert, Button, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, rolloverBody, SEASON_MSG, type RolloverPreview, SEASONS_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormMessage } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { fromLeagueInput } from '../../../lib/league-time-zone';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useSeasons } from '../../../lib/reference-data';
import { useRollover, useRolloverPreview } from '../api/rollover';
import { Permitted } from '../../../components/permitted';

/** The form's values; the body is the league's rollover schema, the start read in league time. */
type RolloverValues = { name: string; start: string };
const FIELDS = ['name', 'start'] as const;
const toBody = (v: RolloverValues) => ({ name: v.name, start_date: fromLeagueInput(v.start) ?? v.start });
const fieldOf = (path: string) => (path === 'start_date' ? 'start' : path);

/** /temporadas/nueva (Admin): the preview of rolling the current season over, and its one confirmation (decision 025). */
export default function SeasonRolloverRoute() {
  return (
    <Permitted action="manageSeasons">
      <SeasonRolloverScreen />
    </Permitted>
  );
}

function SeasonRolloverScreen() {
  const seasons = useSeasons();
  const current = seasons.data?.find((s) => s.current) ?? null;
  const preview = useRolloverPreview(current?.id ?? null);
  if (seasons.isPending) return <LoadingState />;
  return (
    <Stack maw={760}>
      <Title order={1}>{SEASON_MSG.rolloverTitle.toUpperCase()}</Title>
      <Text size="sm" c="dimmed">
        {SEASON_MSG.rolloverIntro}
      </Text>
      {!current && <ErrorState message={SEASON_MSG.seasonNotCurrent} />}
      {preview.isError && <ErrorState message={MSG.infoLoadError} />}
      {preview.data && <RolloverForm preview={preview.data} />}
    </Stack>
  );
}

function RolloverForm({ preview }: { preview: RolloverPreview }) {
  const roll = useRollover();
  const payment = useConfirmPayment(roll.isPending);
  const form = useForm<RolloverValues>({ initialValues: { name: '', start: '' }, validate: schemaResolver(rolloverBody, toBody, fieldOf) });
  const refusal = useServerErrors(form, FIELDS, fieldOf);
  const [notes, setNotes] = useState<string[]>([]);
  const submit = form.onSubmit((values) => {
    refusal.clear();
    const body = rolloverBody.parse(toBody(values));
    payment.ask(
      {
        title: SEASON_MSG.rolloverConfirm(body.name),
        lines: [
          ...preview.counters.map((c) => `${c.label}: ${c.current} → ${c.after}`),
          SEASONS_SCREEN.jugadoresCumplenUnAnoVuelven(preview.players, preview.unblocked),
        ],
        confirmLabel: SEASON_MSG.rolloverButton,
      },
      (done) =>
        roll.mutate(
          { seasonId: preview.season.id, body },
          {
            onSettled: done,
            onSuccess: (res) => {
              notifySuccess(res.message);
              setNotes(res.notes);
            },
            onError: refusal.onError,
          },
        ),
    );
  });
  return (
    <Stack>
      {payment.dialog}
      <Text fw={600}>
        {SEASONS_SCREEN.temporadaActual}
        {preview.season.name}
      </Text>
      {preview.problems.map((p) => (
        <Alert color="yellow" key={p}>
          {p}
        </Alert>
      ))}
      <List size="sm" aria-label={SEASONS_SCREEN.queCambia}>
        {preview.counters.map((c) => (
          <List.Item key={c.counter}>
            {c.label}: {c.current} → {c.after}
          </List.Item>
        ))}
        <List.Item>
          {SEASONS_SCREEN.jugadores}
          {preview.players}
          {SEASONS_SCREEN.deLosQue}
          {preview.unblocked} {SEASONS_SCREEN.vuelvenDeBloqueadosARegistrados}
        </List.Item>
        {preview.tournaments.map((t) => (
          <List.Item key={`${t.type}-${t.name}`}>
            {SEASONS_SCREEN.torneo}
            {t.name} ({t.type}
            {SEASONS_SCREEN.seCopia}
            {t.closed ? '' : SEASONS_SCREEN.todaviaNoFueCerrado}
          </List.Item>
        ))}
        {preview.fixtures.map((f) => (
          <List.Item key={f.division}>{f.generated ? SEASONS_SCREEN.fixtureDeSeGenera(f.division) : SEASON_MSG.fixturesSkipped(f.division)}</List.Item>
        ))}
      </List>
      {notes.map((n) => (
        <Alert key={n}>{n}</Alert>
      ))}
      {preview.problems.length === 0 && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={SEASONS_SCREEN.nombreDeLaNuevaTemporada} {...form.getInputProps('name')} errorProps={errorProps} required maw={360} />
            <TextInput
              label={SEASONS_SCREEN.inicioHoraDeLaLiga}
              type="datetime-local"
              {...form.getInputProps('start')}
              errorProps={errorProps}
              required
              maw={360}
            />
            <FormMessage message={refusal.message} />
            <div>
              <Button type="submit" loading={roll.isPending}>
                {SEASON_MSG.rolloverButton}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
