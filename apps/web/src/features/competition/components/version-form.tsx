import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  disputeReportBody,
  PRODE_MAX_GOALS,
  reportBody,
  RESULTS_SCREEN,
  scoreText,
  type MatchPlayer,
  type MatchReportResponse,
  type ReportStatistic,
  MSG,
} from '@superliga/league';
import { useForm } from '@mantine/form';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormMessage } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { usePlayersTeams } from '../api/get-players-teams';
import { useDisputeReport } from '../api/dispute-report';
import { useReportResult } from '../api/report-result';
import { EvidencePicker, type PickedEvidence } from './evidence-picker';
import { blank, FIELDS, type Row, TeamPlayers } from './statistics-entry';

type Match = MatchReportResponse['match'];
type Mode = 'report' | 'dispute';

/** The form's values; the body is the league's report or dispute schema (docs/decisions/032-forms-and-screen-tests.md). */
type VersionValues = { home: number | string; away: number | string; rows: Record<number, Row>; evidence: PickedEvidence[]; comment: string };
const VERSION_FIELDS = ['home', 'away', 'statistics', 'evidence', 'comment'] as const;
/** The body's paths on the form: the score under its fields, any line of the statistics or the evidence under its block. */
const fieldOf = (path: string) => {
  const [key] = path.split('.');
  return key === 'score_home' ? 'home' : key === 'score_away' ? 'away' : (key ?? path);
};
const schemaOf = (mode: Mode) => (mode === 'report' ? reportBody : disputeReportBody);

const toStatistics = (players: MatchPlayer[], rows: Record<number, Row>): ReportStatistic[] =>
  players
    .filter((p) => rows[p.id]?.played)
    .map((p) => ({ player_id: p.id, ...Object.fromEntries(FIELDS.map((f) => [f.key, Number(rows[p.id]![f.key]) || 0])) }) as ReportStatistic);

/**
 * A manager's version of the match: the score, his own team's players' statistics (the documents'
 * fields) and, for a report, 1–4 screenshots; for a dispute, a comment. Sent after a confirmation
 * dialog that repeats what is sent (docs/decisions/024, "Screens").
 */
export function VersionForm({ match, teamId, mode, onDone }: { match: Match; teamId: number; mode: Mode; onDone?: () => void }) {
  const squad = usePlayersTeams(match.team_home.id, match.team_away.id);
  if (squad.isPending) return <LoadingState />;
  if (squad.isError) return <ErrorState message={MSG.playersLoadError} />;
  return <Form match={match} teamId={teamId} mode={mode} players={squad.data.filter((p) => p.id_team.id === teamId)} onDone={onDone} />;
}

function Form({ match, teamId, mode, players, onDone }: { match: Match; teamId: number; mode: Mode; players: MatchPlayer[]; onDone?: () => void }) {
  const report = useReportResult();
  const dispute = useDisputeReport();
  const mutation = mode === 'report' ? report : dispute;
  const confirm = useConfirmPayment(mutation.isPending);
  const toBody = (v: VersionValues) => ({
    // An empty box is no score at all (the schema would read '' as 0 goals).
    score_home: v.home === '' ? undefined : v.home,
    score_away: v.away === '' ? undefined : v.away,
    statistics: toStatistics(players, v.rows),
    ...(mode === 'report' ? { evidence: v.evidence.map((e) => ({ data: e.data })) } : { comment: v.comment }),
  });
  const form = useForm<VersionValues>({
    initialValues: { home: '', away: '', rows: {}, evidence: [], comment: '' },
    validate: schemaResolver(schemaOf(mode), toBody, fieldOf),
  });
  const refusal = useServerErrors(form, VERSION_FIELDS, fieldOf);
  const rows = form.values.rows;
  const onRow = (id: number, patch: Partial<Row>) => form.setFieldValue('rows', { ...rows, [id]: { ...(rows[id] ?? blank()), ...patch } });
  const teamName = teamId === match.team_home.id ? match.team_home.name : match.team_away.name;

  const submit = form.onSubmit((values) => {
    refusal.clear();
    const checked = toBody(values);
    const sh = Number(checked.score_home);
    const sa = Number(checked.score_away);
    const lines = [
      RESULTS_SCREEN.reportConfirmLine(match.team_home.name, scoreText(sh, sa), match.team_away.name),
      RESULTS_SCREEN.reportConfirmStats(checked.statistics.length),
      ...(mode === 'report'
        ? [RESULTS_SCREEN.reportConfirmEvidence(values.evidence.length), RESULTS_SCREEN.reportConfirmNote]
        : [RESULTS_SCREEN.disputeCommentOf(values.comment.trim())]),
    ];
    const title = mode === 'report' ? RESULTS_SCREEN.reportConfirmTitle : RESULTS_SCREEN.disputeTitle;
    const label = mode === 'report' ? RESULTS_SCREEN.sendReport : RESULTS_SCREEN.sendDispute;
    confirm.ask({ title, lines, confirmLabel: label }, (done) => {
      // mutateAsync: this form unmounts when the match's new state arrives, before mutate's callbacks would run.
      const settled = (sent: Promise<{ message: string }>) => void sent.then((r) => (notifySuccess(r.message), onDone?.()), refusal.onError).finally(done);
      if (mode === 'report') settled(report.mutateAsync({ id: match.id, body: reportBody.parse(checked) }));
      else settled(dispute.mutateAsync({ id: match.id, body: disputeReportBody.parse(checked) }));
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'report' ? RESULTS_SCREEN.sendReport : RESULTS_SCREEN.sendDispute}>
      <Stack>
        {confirm.dialog}
        <SimpleGrid cols={2} spacing="xs">
          <NumberInput
            label={RESULTS_SCREEN.scoreHome(match.team_home.name)}
            min={0}
            max={PRODE_MAX_GOALS}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            {...form.getInputProps('home')}
            errorProps={errorProps}
          />
          <NumberInput
            label={RESULTS_SCREEN.scoreAway(match.team_away.name)}
            min={0}
            max={PRODE_MAX_GOALS}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            {...form.getInputProps('away')}
            errorProps={errorProps}
          />
        </SimpleGrid>
        <TeamPlayers title={RESULTS_SCREEN.ownStatsTitle(teamName)} players={players} rows={rows} onChange={onRow} />
        <BlockError error={form.errors.statistics} />
        {mode === 'report' ? (
          <>
            <EvidencePicker
              value={form.values.evidence}
              onChange={(v) => form.setFieldValue('evidence', v)}
              error={form.errors.evidence}
              onProblem={(text) => form.setFieldError('evidence', text)}
            />
          </>
        ) : (
          <Textarea
            label={RESULTS_SCREEN.disputeComment}
            description={RESULTS_SCREEN.disputeCommentHint}
            required
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('comment')}
            errorProps={errorProps}
          />
        )}
        <FormMessage message={refusal.message} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {mode === 'report' ? RESULTS_SCREEN.sendReport : RESULTS_SCREEN.sendDispute}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An error of a block without one input of its own (the statistics), under that block. */
function BlockError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text c="red.9" size="sm" role="alert">
      {String(error)}
    </Text>
  );
}
