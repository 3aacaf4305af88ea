import { Alert, Button, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { can, MSG, SEASON_MSG, type RolloverPreview, SEASONS_SCREEN } from '@superliga/league';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormErrors } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { leagueTimeZone } from '../../../lib/league-time-zone';
import { notifySuccess } from '../../../lib/notify';
import { useSeasons } from '../../../lib/reference-data';
import { useRollover, useRolloverPreview } from '../api/rollover';

dayjs.extend(utc);
dayjs.extend(timezone);

/** /temporadas/nueva (Admin): the preview of rolling the current season over, and its one confirmation (decision 025). */
export default function SeasonRolloverRoute() {
  const me = useUser();
  const seasons = useSeasons();
  const current = seasons.data?.find((s) => s.current) ?? null;
  const preview = useRolloverPreview(current?.id ?? null);
  if (me.isPending || seasons.isPending) return <LoadingState />;
  if (!can('manageSeasons', me.data?.rol)) return <ErrorState message={MSG.noPermissionPage} />;
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
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  const submit = () =>
    payment.ask(
      {
        title: SEASON_MSG.rolloverConfirm(name),
        lines: [
          ...preview.counters.map((c) => `${c.label}: ${c.current} → ${c.after}`),
          SEASONS_SCREEN.jugadoresCumplenUnAnoVuelven(preview.players, preview.unblocked),
        ],
        confirmLabel: SEASON_MSG.rolloverButton,
      },
      (done) =>
        roll.mutate(
          { seasonId: preview.season.id, body: { name, start_date: start ? dayjs.tz(start, leagueTimeZone()).toISOString() : '' } },
          {
            onSettled: done,
            onSuccess: (res) => {
              notifySuccess(res.message);
              setNotes(res.notes);
            },
          },
        ),
    );
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
        <>
          <TextInput label={SEASONS_SCREEN.nombreDeLaNuevaTemporada} value={name} onChange={(e) => setName(e.currentTarget.value)} required maw={360} />
          <TextInput
            label={SEASONS_SCREEN.inicioHoraDeLaLiga}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            required
            maw={360}
          />
          <FormErrors error={roll.error} />
          <div>
            <Button onClick={submit} loading={roll.isPending}>
              {SEASON_MSG.rolloverButton}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
