import { Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isStaff, RESULTS_SCREEN, ruleDisputeBody, scoreText, walkoverBody, type MatchReportResponse } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormErrors, FormMessage } from '../../../components/form-errors';
import { useUser } from '../../../lib/current-user';
import { formatMatchDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useServerNow } from '../../../lib/server-clock';
import { useConfirmReport } from '../api/confirm-report';
import { useGiveWalkover } from '../api/give-walkover';
import { useRuleDispute } from '../api/rule-dispute';
import { EvidenceGallery } from './evidence-gallery';
import { MatchStateBadge } from './match-state-badge';
import { ReportVersions } from './report-versions';
import { RoundWindowText } from './round-window-text';
import { VersionForm } from './version-form';

type Data = MatchReportResponse;

/**
 * Tells the answer and closes the dialog. mutateAsync, not mutate's callbacks: the section that sent
 * the request unmounts when the match's new state arrives, before mutate's callbacks would run (the
 * same reason as the statistics entry). A refusal stays on the form (FormErrors reads the mutation, or
 * `onError` puts it under the form's fields).
 */
const told = (sent: Promise<{ message: string }>, done: () => void, onError: (error: unknown) => void = () => undefined) =>
  void sent.then((r) => notifySuccess(r.message), onError).finally(done);
type Report = NonNullable<Data['report']>;

/**
 * The match page's part of the reported-results flow (docs/decisions/024, "Screens"): its window and
 * state; for a party "Reportar resultado", for the opponent "Confirmar"/"Disputar"; both versions and
 * the evidence; for staff the ruling of a dispute and the walkover of an overdue match. The buttons
 * shown are a courtesy: the server decides who may do what and when.
 */
export function ResultsPanel({ data }: { data: Data }) {
  const me = useUser();
  const now = useServerNow(60_000);
  const { match, report } = data;
  const myId = me.data?.id;
  const myTeam =
    myId === undefined ? null : match.team_home.user_id === myId ? match.team_home.id : match.team_away.user_id === myId ? match.team_away.id : null;
  const started = match.starts_at !== null && now !== null && now.getTime() >= new Date(match.starts_at).getTime();
  const overdue = match.deadline_at !== null && now !== null && now.getTime() >= new Date(match.deadline_at).getTime();
  const waiting = report !== null && match.state === 'reported';
  const canAnswer = waiting && myTeam !== null && myTeam !== report.team_id;
  return (
    <Stack>
      <Paper withBorder p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            {match.stage_name}
          </Text>
          <MatchStateBadge state={match.state} />
        </Group>
        <RoundWindowText startsAt={match.starts_at} deadlineAt={match.deadline_at} />
      </Paper>
      {match.state === 'to_play' && myTeam !== null && started && <ReportSection match={match} teamId={myTeam} />}
      {report && <ReportSummary report={report} state={match.state} />}
      {report && <ReportVersions report={report} home={match.team_home.name} away={match.team_away.name} />}
      {canAnswer && <AnswerSection match={match} report={report} teamId={myTeam} />}
      {(report || data.evidence.length > 0) && <EvidenceGallery evidence={data.evidence} />}
      {isStaff(me.data?.rol) && match.state === 'disputed' && report?.dispute && <RulingSection match={match} />}
      {isStaff(me.data?.rol) && match.state === 'to_play' && overdue && <WalkoverSection match={match} />}
    </Stack>
  );
}

function ReportSection({ match, teamId }: { match: Data['match']; teamId: number }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={RESULTS_SCREEN.reportTitle}>
      <Title order={2} size="h4">
        {RESULTS_SCREEN.reportTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {RESULTS_SCREEN.reportIntro}
      </Text>
      <VersionForm match={match} teamId={teamId} mode="report" />
    </Paper>
  );
}

function ReportSummary({ report, state }: { report: Report; state: Data['match']['state'] }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{RESULTS_SCREEN.reportedBy(report.reported_by.name, formatMatchDate(report.reported_at))}</Text>
      {state === 'reported' && (
        <>
          <Text size="sm" fw={600} data-testid="confirm-by">
            {RESULTS_SCREEN.confirmBy(formatMatchDate(report.confirm_by))}
          </Text>
          <Text size="sm" c="dimmed">
            {RESULTS_SCREEN.waitingOpponent}
          </Text>
        </>
      )}
      {report.decided_at && <Text size="sm">{RESULTS_SCREEN.decided(formatMatchDate(report.decided_at))}</Text>}
    </Stack>
  );
}

function AnswerSection({ match, report, teamId }: { match: Data['match']; report: Report; teamId: number }) {
  const confirmReport = useConfirmReport();
  const dialog = useConfirmPayment(confirmReport.isPending);
  const [disputing, setDisputing] = useState(false);
  const score = scoreText(report.reported.score_home, report.reported.score_away);
  const confirm = () =>
    dialog.ask(
      {
        title: RESULTS_SCREEN.confirmTitle,
        lines: [RESULTS_SCREEN.confirmLine(match.team_home.name, score, match.team_away.name)],
        confirmLabel: RESULTS_SCREEN.confirmButton,
      },
      (done) => told(confirmReport.mutateAsync({ id: match.id, statistics: [] }), done),
    );
  return (
    <Paper withBorder p="sm" component="section" aria-label={RESULTS_SCREEN.confirmTitle}>
      {dialog.dialog}
      <FormErrors error={confirmReport.error} />
      <Group>
        <Button onClick={confirm} loading={confirmReport.isPending}>
          {RESULTS_SCREEN.confirmButton}
        </Button>
        <Button variant="light" color="red.9" onClick={() => setDisputing((d) => !d)} aria-expanded={disputing}>
          {RESULTS_SCREEN.disputeButton}
        </Button>
      </Group>
      {disputing && (
        <Stack mt="sm">
          <Title order={2} size="h4">
            {RESULTS_SCREEN.disputeTitle}
          </Title>
          <VersionForm match={match} teamId={teamId} mode="dispute" onDone={() => setDisputing(false)} />
        </Stack>
      )}
    </Paper>
  );
}

type RulingValues = { version: '' | 'report' | 'dispute'; comment: string };
const RULING_FIELDS = ['version', 'comment'] as const;
const rulingBody = (v: RulingValues) => ({ version: v.version || undefined, comment: v.comment.trim() || undefined });

/** Staff's ruling: which version stands, checked with the league's ruling schema (docs/decisions/032-forms-and-screen-tests.md). */
function RulingSection({ match }: { match: Data['match'] }) {
  const rule = useRuleDispute();
  const dialog = useConfirmPayment(rule.isPending);
  const form = useForm<RulingValues>({ initialValues: { version: '', comment: '' }, validate: schemaResolver(ruleDisputeBody, rulingBody) });
  const refusal = useServerErrors(form, RULING_FIELDS);
  const label = form.values.version === 'dispute' ? RESULTS_SCREEN.ruleDispute : RESULTS_SCREEN.ruleReport;
  const submit = form.onSubmit((values) => {
    refusal.clear();
    const body = ruleDisputeBody.parse(rulingBody(values));
    dialog.ask({ title: RESULTS_SCREEN.ruleConfirm(label), lines: body.comment ? [body.comment] : [], confirmLabel: RESULTS_SCREEN.ruleButton }, (done) =>
      told(rule.mutateAsync({ id: match.id, body }), done, refusal.onError),
    );
  });
  return (
    <Paper withBorder p="sm" component="section" aria-label={RESULTS_SCREEN.ruleTitle}>
      {dialog.dialog}
      <Title order={2} size="h4" mb="xs">
        {RESULTS_SCREEN.ruleTitle}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group {...form.getInputProps('version')} errorProps={errorProps} label={RESULTS_SCREEN.ruleTitle} withAsterisk>
            <Stack gap="xs" mt={4}>
              <Radio value="report" label={RESULTS_SCREEN.ruleReport} />
              <Radio value="dispute" label={RESULTS_SCREEN.ruleDispute} />
            </Stack>
          </Radio.Group>
          <Textarea label={RESULTS_SCREEN.ruleComment} autosize minRows={2} maxLength={1000} {...form.getInputProps('comment')} errorProps={errorProps} />
          <FormMessage message={refusal.message} />
          <Group>
            {/* Closed until a version is chosen, as before; the schema is what says so. */}
            <Button type="submit" disabled={!form.isValid()} loading={rule.isPending}>
              {RESULTS_SCREEN.ruleButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function WalkoverSection({ match }: { match: Data['match'] }) {
  const walkover = useGiveWalkover();
  const dialog = useConfirmPayment(walkover.isPending);
  const options = [
    { outcome: 'home', label: RESULTS_SCREEN.walkoverHome(match.team_home.name) },
    { outcome: 'away', label: RESULTS_SCREEN.walkoverAway(match.team_away.name) },
    { outcome: 'unplayed', label: RESULTS_SCREEN.unplayedButton },
  ] as const;
  const ask = (outcome: 'home' | 'away' | 'unplayed', label: string) =>
    dialog.ask(
      {
        title: RESULTS_SCREEN.walkoverConfirm(label),
        lines: [],
        confirmLabel: label,
        reason: { label: RESULTS_SCREEN.walkoverReason, schema: walkoverBody.shape.reason },
      },
      (done, reason, refused) => told(walkover.mutateAsync({ id: match.id, body: { outcome, reason } }), done, refused),
    );
  return (
    <Paper withBorder p="sm" component="section" aria-label={RESULTS_SCREEN.walkoverTitle}>
      {dialog.dialog}
      <Title order={2} size="h4">
        {RESULTS_SCREEN.walkoverTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {RESULTS_SCREEN.walkoverIntro}
      </Text>
      <Stack gap="xs">
        {options.map((o) => (
          <Button
            key={o.outcome}
            variant={o.outcome === 'unplayed' ? 'default' : 'light'}
            onClick={() => ask(o.outcome, o.label)}
            loading={walkover.isPending}
            fullWidth
          >
            {o.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
