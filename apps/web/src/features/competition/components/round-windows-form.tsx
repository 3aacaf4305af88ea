import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RESULTS_SCREEN, roundWindowsBody, roundWindowsProblem, spreadRoundsBody, spreadRoundWindows, type RoundsResponse } from '@superliga/league';
import { FormMessage } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useSaveRounds } from '../api/save-rounds';
import { fromLeagueInput, toLeagueInput } from '../../../lib/league-time-zone';

type Row = { stage: number; name: string; starts: string; deadline: string };
type WindowsValues = { rounds: Row[] };
type SpreadValues = { first: string; daysBetween: number | string; windowDays: number | string };

/** The windows' body (instants read in league time) and where a body path's error goes ('rounds.2.starts_at' -> 'rounds.2.starts'). */
const windowsBody = (v: WindowsValues) => ({
  rounds: v.rounds.map((r) => ({ stage: r.stage, starts_at: fromLeagueInput(r.starts) ?? '', deadline_at: fromLeagueInput(r.deadline) ?? '' })),
});
const windowField = (path: string) => path.replace(/\.starts_at$/, '.starts').replace(/\.deadline_at$/, '.deadline');
const spreadBody = (v: SpreadValues) => ({ first_start: fromLeagueInput(v.first) ?? '', days_between: v.daysBetween, window_days: v.windowDays });
const SPREAD_FIELDS: Record<string, keyof SpreadValues> = { first_start: 'first', days_between: 'daysBetween', window_days: 'windowDays' };
const spreadField = (path: string) => SPREAD_FIELDS[path] ?? path;

/**
 * Staff: each round's start and deadline (league time), a "spread evenly from a start date"
 * helper that fills them in, and one save. Both check with the league's schemas
 * (docs/decisions/032-forms-and-screen-tests.md); the order of the windows, which no schema knows,
 * is the league's `roundWindowsProblem`. The server checks the windows again (docs/decisions/024).
 */
export function RoundWindowsForm({ tournamentId, rounds }: { tournamentId: number; rounds: RoundsResponse['rounds'] }) {
  const save = useSaveRounds();
  const initialRows = rounds.map((r) => ({ stage: r.stage, name: r.name, starts: toLeagueInput(r.starts_at), deadline: toLeagueInput(r.deadline_at) }));
  // An empty date is "complete each round" rather than the contract's word on a date's order.
  const emptyDate = Object.fromEntries(
    initialRows.flatMap((_, i) => [`rounds.${i}.starts`, `rounds.${i}.deadline`]).map((f) => [f, RESULTS_SCREEN.windowsIncomplete]),
  );
  const checkFields = schemaResolver(roundWindowsBody, windowsBody, windowField, emptyDate);
  const form = useForm<WindowsValues>({
    initialValues: { rounds: initialRows },
    validate: (values) => {
      const errors = checkFields(values);
      if (Object.keys(errors).length) return errors;
      const why = roundWindowsProblem(roundWindowsBody.parse(windowsBody(values)).rounds);
      return why ? { rounds: why } : {};
    },
  });
  const fields = ['rounds', ...initialRows.flatMap((_, i) => [`rounds.${i}.starts`, `rounds.${i}.deadline`])];
  const refusal = useServerErrors(form, fields, windowField);
  const spread = useForm<SpreadValues>({
    initialValues: { first: initialRows[0]?.starts ?? '', daysBetween: 7, windowDays: 6 },
    validate: schemaResolver(spreadRoundsBody, spreadBody, spreadField),
  });

  const onSpread = spread.onSubmit((values) => {
    const body = spreadRoundsBody.parse(spreadBody(values));
    const windows = spreadRoundWindows({
      stages: form.values.rounds.map((r) => r.stage),
      firstStart: body.first_start,
      daysBetween: body.days_between,
      windowDays: body.window_days,
    });
    if (!windows) return;
    form.setFieldValue(
      'rounds',
      form.values.rounds.map((r, i) => ({ ...r, starts: toLeagueInput(windows[i]!.starts_at), deadline: toLeagueInput(windows[i]!.deadline_at) })),
    );
  });

  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    const body = roundWindowsBody.parse(windowsBody(values));
    const sent = body.rounds.map((r) => ({ stage: r.stage, starts_at: r.starts_at.toISOString(), deadline_at: r.deadline_at.toISOString() }));
    save.mutate({ id: tournamentId, body: { rounds: sent } }, { onSuccess: (res) => notifySuccess(res.message), onError: refusal.onError });
  });

  return (
    <Stack>
      <Paper withBorder p="sm" component="form" onSubmit={onSpread} noValidate aria-label={RESULTS_SCREEN.spreadTitle}>
        <Title order={2} size="h4" mb="xs">
          {RESULTS_SCREEN.spreadTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="datetime-local" label={RESULTS_SCREEN.spreadStart} {...spread.getInputProps('first')} errorProps={errorProps} />
          <NumberInput
            label={RESULTS_SCREEN.spreadDaysBetween}
            min={1}
            max={60}
            allowDecimal={false}
            {...spread.getInputProps('daysBetween')}
            errorProps={errorProps}
          />
          <NumberInput
            label={RESULTS_SCREEN.spreadWindowDays}
            min={1}
            max={60}
            allowDecimal={false}
            {...spread.getInputProps('windowDays')}
            errorProps={errorProps}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" variant="light">
            {RESULTS_SCREEN.spreadApply}
          </Button>
        </Group>
      </Paper>
      <form onSubmit={onSubmit} noValidate aria-label={RESULTS_SCREEN.saveWindows}>
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {form.values.rounds.map((r, i) => (
              <Paper key={r.stage} withBorder p="sm">
                <Text fw={600} mb={4}>
                  {r.name}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <TextInput
                    type="datetime-local"
                    label={RESULTS_SCREEN.startsAt}
                    aria-label={RESULTS_SCREEN.startsOf(r.name)}
                    {...form.getInputProps(`rounds.${i}.starts`)}
                    errorProps={errorProps}
                  />
                  <TextInput
                    type="datetime-local"
                    label={RESULTS_SCREEN.deadlineAt}
                    aria-label={RESULTS_SCREEN.deadlineOf(r.name)}
                    {...form.getInputProps(`rounds.${i}.deadline`)}
                    errorProps={errorProps}
                  />
                </SimpleGrid>
              </Paper>
            ))}
          </SimpleGrid>
          {form.errors.rounds && (
            <Text c="red.9" role="alert" size="sm">
              {form.errors.rounds}
            </Text>
          )}
          <FormMessage message={refusal.message} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {RESULTS_SCREEN.saveWindows}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
