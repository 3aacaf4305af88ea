import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  PRODE_MAX_GOALS,
  RESULTS_MSG,
  RESULTS_SCREEN,
  scoreText,
  type MatchPlayer,
  type MatchReportResponse,
  type ReportStatistic,
  MSG,
} from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormErrors } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { notifySuccess } from '../../../lib/notify';
import { usePlayersTeams } from '../api/get-players-teams';
import { useDisputeReport } from '../api/dispute-report';
import { useReportResult } from '../api/report-result';
import { EvidencePicker, type PickedEvidence } from './evidence-picker';
import { blank, FIELDS, type Row, TeamPlayers } from './statistics-entry';

type Match = MatchReportResponse['match'];

const toStatistics = (players: MatchPlayer[], rows: Record<number, Row>): ReportStatistic[] =>
  players
    .filter((p) => rows[p.id]?.played)
    .map((p) => ({ player_id: p.id, ...Object.fromEntries(FIELDS.map((f) => [f.key, Number(rows[p.id]![f.key]) || 0])) }) as ReportStatistic);

/**
 * A manager's version of the match: the score, his own team's players' statistics (the documents'
 * fields) and, for a report, 1–4 screenshots; for a dispute, a comment. Sent after a confirmation
 * dialog that repeats what is sent (docs/decisions/024, "Screens").
 */
export function VersionForm({ match, teamId, mode, onDone }: { match: Match; teamId: number; mode: 'report' | 'dispute'; onDone?: () => void }) {
  const squad = usePlayersTeams(match.team_home.id, match.team_away.id);
  if (squad.isPending) return <LoadingState />;
  if (squad.isError) return <ErrorState message={MSG.playersLoadError} />;
  return <Form match={match} teamId={teamId} mode={mode} players={squad.data.filter((p) => p.id_team.id === teamId)} onDone={onDone} />;
}

function Form({
  match,
  teamId,
  mode,
  players,
  onDone,
}: {
  match: Match;
  teamId: number;
  mode: 'report' | 'dispute';
  players: MatchPlayer[];
  onDone?: () => void;
}) {
  const report = useReportResult();
  const dispute = useDisputeReport();
  const mutation = mode === 'report' ? report : dispute;
  const confirm = useConfirmPayment(mutation.isPending);
  const [home, setHome] = useState<number | string>('');
  const [away, setAway] = useState<number | string>('');
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [evidence, setEvidence] = useState<PickedEvidence[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onRow = (id: number, patch: Partial<Row>) => setRows((r) => ({ ...r, [id]: { ...(r[id] ?? blank()), ...patch } }));
  const teamName = teamId === match.team_home.id ? match.team_home.name : match.team_away.name;

  const submit = () => {
    const sh = Number(home);
    const sa = Number(away);
    const goalsOk = (v: number | string) => v !== '' && Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= PRODE_MAX_GOALS;
    if (!goalsOk(home) || !goalsOk(away)) return setProblem(RESULTS_MSG.scoreInvalid);
    if (mode === 'report' && evidence.length === 0) return setProblem(RESULTS_MSG.evidenceRequired);
    if (mode === 'dispute' && comment.trim() === '') return setProblem(RESULTS_MSG.commentRequired);
    setProblem(null);
    const statistics = toStatistics(players, rows);
    const lines = [
      RESULTS_SCREEN.reportConfirmLine(match.team_home.name, scoreText(sh, sa), match.team_away.name),
      RESULTS_SCREEN.reportConfirmStats(statistics.length),
      ...(mode === 'report'
        ? [RESULTS_SCREEN.reportConfirmEvidence(evidence.length), RESULTS_SCREEN.reportConfirmNote]
        : [RESULTS_SCREEN.disputeCommentOf(comment.trim())]),
    ];
    const title = mode === 'report' ? RESULTS_SCREEN.reportConfirmTitle : RESULTS_SCREEN.disputeTitle;
    const label = mode === 'report' ? RESULTS_SCREEN.sendReport : RESULTS_SCREEN.sendDispute;
    confirm.ask({ title, lines, confirmLabel: label }, (done) => {
      // mutateAsync: this form unmounts when the match's new state arrives, before mutate's callbacks would run.
      const settled = (sent: Promise<{ message: string }>) =>
        void sent
          .then(
            (r) => (notifySuccess(r.message), onDone?.()),
            () => undefined,
          )
          .finally(done);
      if (mode === 'report')
        settled(report.mutateAsync({ id: match.id, body: { score_home: sh, score_away: sa, statistics, evidence: evidence.map((e) => ({ data: e.data })) } }));
      else settled(dispute.mutateAsync({ id: match.id, body: { score_home: sh, score_away: sa, statistics, comment: comment.trim() } }));
    });
  };

  return (
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
          value={home}
          onChange={setHome}
        />
        <NumberInput
          label={RESULTS_SCREEN.scoreAway(match.team_away.name)}
          min={0}
          max={PRODE_MAX_GOALS}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          value={away}
          onChange={setAway}
        />
      </SimpleGrid>
      <TeamPlayers title={RESULTS_SCREEN.ownStatsTitle(teamName)} players={players} rows={rows} onChange={onRow} />
      {mode === 'report' ? (
        <EvidencePicker value={evidence} onChange={setEvidence} />
      ) : (
        <Textarea
          label={RESULTS_SCREEN.disputeComment}
          description={RESULTS_SCREEN.disputeCommentHint}
          required
          autosize
          minRows={2}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
      )}
      {problem && (
        <Text c="red.9" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <FormErrors error={mutation.error} />
      <Group>
        <Button onClick={submit} loading={mutation.isPending}>
          {mode === 'report' ? RESULTS_SCREEN.sendReport : RESULTS_SCREEN.sendDispute}
        </Button>
      </Group>
    </Stack>
  );
}
