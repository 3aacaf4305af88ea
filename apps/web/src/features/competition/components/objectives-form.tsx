import { Button, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SEASON_MSG, type ObjectivesResponse, COMPETITION_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { FormErrors } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveObjectives } from '../api/objectives';

/** The season's objectives: one position per league team (empty: no objective). */
export function ObjectivesForm({ data }: { data: ObjectivesResponse }) {
  const save = useSaveObjectives();
  const [values, setValues] = useState<Record<number, number | string>>(() => Object.fromEntries(data.data.map((o) => [o.team.id, o.objective ?? ''])));
  const submit = () =>
    save.mutate(
      {
        seasonId: data.id_season,
        objectives: data.data.map((o) => ({ team_id: o.team.id, objective: values[o.team.id] === '' ? null : Number(values[o.team.id]) })),
      },
      { onSuccess: (res) => notifySuccess(res.message) },
    );
  return (
    <Stack>
      <Title order={2}>{SEASON_MSG.objectivesTitle}</Title>
      <Text size="sm" c="dimmed">
        {SEASON_MSG.objectiveInvalid}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {data.data.map((o) => (
          <NumberInput
            key={o.team.id}
            label={`${o.team.name} (${o.division ?? ''})`}
            value={values[o.team.id]}
            onChange={(v) => setValues((old) => ({ ...old, [o.team.id]: v }))}
            min={1}
            max={30}
            allowDecimal={false}
            inputMode="numeric"
          />
        ))}
      </SimpleGrid>
      <FormErrors error={save.error} />
      <div>
        <Button onClick={submit} loading={save.isPending}>
          {COMPETITION_SCREEN.guardarObjetivos}
        </Button>
      </div>
    </Stack>
  );
}
