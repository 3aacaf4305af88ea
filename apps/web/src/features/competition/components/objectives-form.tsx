import { Button, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { objectivesBody, SEASON_MSG, type ObjectivesResponse, COMPETITION_SCREEN } from '@superliga/league';
import { useForm } from '@mantine/form';
import { FormMessage } from '../../../components/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useSaveObjectives } from '../api/objectives';

/** One objective per team ('' while empty: no objective); the body is the league's objectives schema. */
type ObjectivesValues = { objectives: { team_id: number; objective: number | string }[] };
const toBody = (v: ObjectivesValues) => ({ objectives: v.objectives.map((o) => ({ team_id: o.team_id, objective: o.objective === '' ? null : o.objective })) });

/** The season's objectives: one position per league team (empty: no objective). */
export function ObjectivesForm({ data }: { data: ObjectivesResponse }) {
  const save = useSaveObjectives();
  const form = useForm<ObjectivesValues>({
    initialValues: { objectives: data.data.map((o) => ({ team_id: o.team.id, objective: o.objective ?? '' })) },
    validate: schemaResolver(objectivesBody, toBody),
  });
  const refusal = useServerErrors(
    form,
    data.data.map((_, i) => `objectives.${i}.objective`),
  );
  const submit = form.onSubmit((values) => {
    refusal.clear();
    save.mutate(
      { seasonId: data.id_season, ...objectivesBody.parse(toBody(values)) },
      { onSuccess: (res) => notifySuccess(res.message), onError: refusal.onError },
    );
  });
  return (
    <Stack>
      <Title order={2}>{SEASON_MSG.objectivesTitle}</Title>
      <Text size="sm" c="dimmed">
        {SEASON_MSG.objectiveInvalid}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {data.data.map((o, i) => (
          <NumberInput
            key={o.team.id}
            label={`${o.team.name} (${o.division ?? ''})`}
            {...form.getInputProps(`objectives.${i}.objective`)}
            errorProps={errorProps}
            min={1}
            max={30}
            allowDecimal={false}
            inputMode="numeric"
          />
        ))}
      </SimpleGrid>
      <FormMessage message={refusal.message} />
      <div>
        <Button onClick={() => submit()} loading={save.isPending}>
          {COMPETITION_SCREEN.guardarObjetivos}
        </Button>
      </div>
    </Stack>
  );
}
