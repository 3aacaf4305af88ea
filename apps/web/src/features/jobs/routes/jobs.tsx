import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { JOB_OUTCOME_LABELS, JOBS_MSG, MSG, type JobStatus, COMMON_SCREEN, JOBS_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useJobs, useRunJob } from '../api/jobs';
import { Permitted } from '../../../components/permitted';

const OUTCOME_COLORS = { running: 'blue', ok: 'teal.9', failed: 'red' } as const;
const duration = (ms: number | null) => (ms === null ? '' : ms < 1000 ? JOBS_SCREEN.ms(ms) : `${(ms / 1000).toFixed(1)} s`);

/** /tareas (Admin): the scheduled jobs, their last and next run, what is due, and "Correr ahora" (decision 023). */
export default function JobsRoute() {
  return (
    <Permitted action="manageJobs">
      <JobsScreen />
    </Permitted>
  );
}

function JobsScreen() {
  const jobs = useJobs();
  const run = useRunJob();
  const [asking, setAsking] = useState<JobStatus | null>(null);
  const c = JOBS_MSG.columns;
  return (
    <Stack>
      <Title order={1}>{JOBS_MSG.title}</Title>
      <Text size="sm" c="dimmed">
        {JOBS_MSG.intro}
      </Text>
      <QueryState query={{ ...jobs, data: jobs.data?.data }} error={JOBS_MSG.loadError} empty="">
        {(rows) => (
          <ListTable minWidth={640} stickyEnd columns={[c.job, c.lastRun, c.outcome, c.nextRun, { label: c.backlog, numeric: true }, COMMON_SCREEN.acciones]}>
            {rows.map((j) => (
              <Table.Tr key={j.name}>
                <Table.Td>{j.label}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {j.last_run ? formatDate(j.last_run.started_at) : JOBS_MSG.never}
                  {j.last_run?.manual && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({JOBS_MSG.manual})
                    </Text>
                  )}
                  {j.last_run && (
                    <Text size="xs" c="dimmed">
                      {c.duration}: {duration(j.last_run.duration_ms)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {j.last_run && <Badge color={OUTCOME_COLORS[j.last_run.outcome]}>{JOB_OUTCOME_LABELS[j.last_run.outcome]}</Badge>}
                  {j.last_run?.error && (
                    <Text size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
                      {j.last_run.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {j.next_run ? formatDate(j.next_run) : ''}
                  {j.late && (
                    <Badge color="orange" ml={4}>
                      {JOBS_MSG.late}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{j.backlog}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setAsking(j)} loading={run.isPending && run.variables === j.name}>
                    {JOBS_MSG.runNow}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
      <Modal closeButtonProps={{ 'aria-label': COMMON_SCREEN.cerrar }} opened={asking !== null} onClose={() => setAsking(null)} title={JOBS_MSG.runNow}>
        <Stack>
          <Text size="sm">{asking ? JOBS_MSG.runNowConfirm(asking.label) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {MSG.backupRestoreCancel}
            </Button>
            <Button
              loading={run.isPending}
              onClick={() =>
                asking &&
                run.mutate(asking.name, { onSuccess: (r) => (notifySuccess(r.message), setAsking(null)), onError: (e) => (notifyError(e), setAsking(null)) })
              }
            >
              {JOBS_MSG.runNow}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
