import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { CORE_MSG, type Season, MSG, SEASONS_SCREEN, COMMON_SCREEN } from '@superliga/league';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState, type FormEvent } from 'react';
import { FormErrors } from '../../../components/form-errors';
import { leagueTimeZone } from '../../../lib/league-time-zone';
import { notifySuccess } from '../../../lib/notify';
import { useCreateSeason } from '../api/create-season';
import { useUpdateSeason } from '../api/update-season';

dayjs.extend(utc);
dayjs.extend(timezone);

// The inputs hold the league's wall-clock time, whatever the browser's time zone.
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';
const toInput = (iso: string | null | undefined) => (iso ? dayjs(iso).tz(leagueTimeZone()).format(LOCAL_FORMAT) : '');
const fromInput = (value: string) => (value ? dayjs.tz(value, leagueTimeZone()).toISOString() : '');

/** Create or edit a season: name, start, end (optional) and active (DECISIONS, seasons). */
export function SeasonForm({ season, onDone }: { season?: Season; onDone: () => void }) {
  const create = useCreateSeason();
  const update = useUpdateSeason();
  const mutation = season ? update : create;
  const [name, setName] = useState(season?.name ?? '');
  const [start, setStart] = useState(toInput(season?.start_date));
  const [end, setEnd] = useState(toInput(season?.end_date));
  const [active, setActive] = useState(season?.active ?? true);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = { name, start_date: fromInput(start), end_date: end ? fromInput(end) : null, active };
    const done = (message: string) => () => {
      notifySuccess(message);
      onDone();
    };
    if (season) update.mutate({ id: season.id, body }, { onSuccess: done(CORE_MSG.seasonUpdated) });
    else create.mutate(body, { onSuccess: done(CORE_MSG.seasonCreated) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label={COMMON_SCREEN.nombre} value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={100} data-autofocus />
        <TextInput label={SEASONS_SCREEN.inicioHoraDeLaLiga} type="datetime-local" value={start} onChange={(e) => setStart(e.currentTarget.value)} required />
        <TextInput label={SEASONS_SCREEN.finOpcional} type="datetime-local" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        <Checkbox
          label={SEASONS_SCREEN.activa}
          description={SEASONS_SCREEN.laTemporadaActualEsLa}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <FormErrors error={mutation.error} />
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
