import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { CORE_MSG, type Season, seasonBodySchema, MSG, SEASONS_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useForm } from '@mantine/form';
import { FormMessage } from '../../../components/form-errors';
import { fromLeagueInput, toLeagueInput } from '../../../lib/league-time-zone';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useCreateSeason } from '../api/create-season';
import { useUpdateSeason } from '../api/update-season';

// The inputs hold the league's wall-clock time; one not read as a date is sent as written, for the schema to refuse.
const fromInput = (value: string) => fromLeagueInput(value) ?? value;

/** The inputs' values; the body is the league's season schema with the times as instants. */
type SeasonValues = { name: string; start_date: string; end_date: string; active: boolean };
const FIELDS = ['name', 'start_date', 'end_date', 'active'] as const;
const toBody = (v: SeasonValues) => ({ ...v, start_date: fromInput(v.start_date), end_date: v.end_date ? fromInput(v.end_date) : null });

/** Create or edit a season: name, start, end (optional) and active (DECISIONS, seasons). */
export function SeasonForm({ season, onDone }: { season?: Season; onDone: () => void }) {
  const create = useCreateSeason();
  const update = useUpdateSeason();
  const mutation = season ? update : create;
  const form = useForm<SeasonValues>({
    initialValues: {
      name: season?.name ?? '',
      start_date: toLeagueInput(season?.start_date),
      end_date: toLeagueInput(season?.end_date),
      active: season?.active ?? true,
    },
    validate: schemaResolver(seasonBodySchema, toBody),
  });
  const refusal = useServerErrors(form, FIELDS);

  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    const body = seasonBodySchema.parse(toBody(values));
    const done = (message: string) => ({
      onSuccess: () => {
        notifySuccess(message);
        onDone();
      },
      onError: refusal.onError,
    });
    if (season) update.mutate({ id: season.id, body }, done(CORE_MSG.seasonUpdated));
    else create.mutate(body, done(CORE_MSG.seasonCreated));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label={COMMON_SCREEN.nombre} {...form.getInputProps('name')} errorProps={errorProps} required maxLength={100} data-autofocus />
        <TextInput label={SEASONS_SCREEN.inicioHoraDeLaLiga} type="datetime-local" {...form.getInputProps('start_date')} errorProps={errorProps} required />
        <TextInput label={SEASONS_SCREEN.finOpcional} type="datetime-local" {...form.getInputProps('end_date')} errorProps={errorProps} />
        <Checkbox label={SEASONS_SCREEN.activa} description={SEASONS_SCREEN.laTemporadaActualEsLa} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormMessage message={refusal.message} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {season ? COMMON_SCREEN.guardar : SEASONS_SCREEN.crearTemporada}
          </Button>
          <Button variant="default" onClick={onDone}>
            {MSG.backupRestoreCancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
