import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { RESULTS_MSG, RESULTS_SCREEN, roundWindowsProblem, spreadRoundWindows, type RoundsResponse } from '@superliga/league';
import { useState } from 'react';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveRounds } from '../api/save-rounds';
import { fromLeagueInput, toLeagueInput } from './league-datetime';

type Row = { stage: number; name: string; starts: string; deadline: string };

/**
 * Staff: each round's start and deadline (league time), a "spread evenly from a start date"
 * helper that fills them in, and one save. The server checks the windows again (docs/decisions/024).
 */
export function RoundWindowsForm({ tournamentId, rounds }: { tournamentId: number; rounds: RoundsResponse['rounds'] }) {
  const save = useSaveRounds();
  const [rows, setRows] = useState<Row[]>(() =>
    rounds.map((r) => ({ stage: r.stage, name: r.name, starts: toLeagueInput(r.starts_at), deadline: toLeagueInput(r.deadline_at) })),
  );
  const [first, setFirst] = useState(rows[0]?.starts ?? '');
  const [daysBetween, setDaysBetween] = useState<number | string>(7);
  const [windowDays, setWindowDays] = useState<number | string>(6);
  const [problem, setProblem] = useState<string | null>(null);
  const setRow = (stage: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.stage === stage ? { ...r, ...patch } : r)));

  const spread = () => {
    const start = fromLeagueInput(first);
    const windows = start
      ? spreadRoundWindows({ stages: rows.map((r) => r.stage), firstStart: new Date(start), daysBetween: Number(daysBetween), windowDays: Number(windowDays) })
      : null;
    if (!windows) return setProblem(RESULTS_MSG.spreadInvalid);
    setProblem(null);
    setRows((rs) => rs.map((r, i) => ({ ...r, starts: toLeagueInput(windows[i]!.starts_at), deadline: toLeagueInput(windows[i]!.deadline_at) })));
  };

  const submit = () => {
    const sent = rows.map((r) => ({ stage: r.stage, starts_at: fromLeagueInput(r.starts), deadline_at: fromLeagueInput(r.deadline) }));
    const filled = sent.filter((r): r is { stage: number; starts_at: string; deadline_at: string } => r.starts_at !== null && r.deadline_at !== null);
    if (filled.length !== sent.length) return setProblem(RESULTS_SCREEN.windowsIncomplete);
    const why = roundWindowsProblem(filled.map((r) => ({ stage: r.stage, starts_at: new Date(r.starts_at), deadline_at: new Date(r.deadline_at) })));
    if (why) return setProblem(why);
    setProblem(null);
    save.mutate({ id: tournamentId, body: { rounds: filled } }, { onSuccess: (res) => notifySuccess(res.message) });
  };

  return (
    <Stack>
      <Paper withBorder p="sm" component="section" aria-label={RESULTS_SCREEN.spreadTitle}>
        <Title order={2} size="h4" mb="xs">
          {RESULTS_SCREEN.spreadTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="datetime-local" label={RESULTS_SCREEN.spreadStart} value={first} onChange={(e) => setFirst(e.currentTarget.value)} />
          <NumberInput label={RESULTS_SCREEN.spreadDaysBetween} min={1} max={60} allowDecimal={false} value={daysBetween} onChange={setDaysBetween} />
          <NumberInput label={RESULTS_SCREEN.spreadWindowDays} min={1} max={60} allowDecimal={false} value={windowDays} onChange={setWindowDays} />
        </SimpleGrid>
        <Group mt="sm">
          <Button variant="light" onClick={spread}>
            {RESULTS_SCREEN.spreadApply}
          </Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rows.map((r) => (
          <Paper key={r.stage} withBorder p="sm">
            <Text fw={600} mb={4}>
              {r.name}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <TextInput
                type="datetime-local"
                label={RESULTS_SCREEN.startsAt}
                aria-label={RESULTS_SCREEN.startsOf(r.name)}
                value={r.starts}
                onChange={(e) => setRow(r.stage, { starts: e.currentTarget.value })}
              />
              <TextInput
                type="datetime-local"
                label={RESULTS_SCREEN.deadlineAt}
                aria-label={RESULTS_SCREEN.deadlineOf(r.name)}
                value={r.deadline}
                onChange={(e) => setRow(r.stage, { deadline: e.currentTarget.value })}
              />
            </SimpleGrid>
          </Paper>
        ))}
      </SimpleGrid>
      {problem && (
        <Text c="red.9" role="alert" size="sm">
          {problem}
        </Text>
      )}
      <FormErrors error={save.error} />
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {RESULTS_SCREEN.saveWindows}
        </Button>
      </Group>
    </Stack>
  );
}
