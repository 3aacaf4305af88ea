import { Badge, Button, Card, Checkbox, Group, NumberInput, Pill, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  PLAYER_FILTER_KEYS,
  PLAYER_RANGES,
  PLAYER_SORTS,
  SORT_ORDERS,
  WATCH_MSG as W,
  type PlayerFilterParams,
  type PlayerRange,
  type Team,
} from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { formatPesos } from '../../../lib/format';

/** The filters as the URL keeps them: only the keys the API reads, empty ones left out. */
export function filtersFromUrl(params: URLSearchParams): PlayerFilterParams {
  const out: PlayerFilterParams = {};
  for (const key of PLAYER_FILTER_KEYS) {
    const v = params.get(key);
    if (v) out[key] = v;
  }
  return out;
}

const RANGES = Object.keys(PLAYER_RANGES) as PlayerRange[];
const rangeLabel = (r: PlayerRange) => W[r];
const shown = (r: PlayerRange, v: string | undefined) => (v === undefined ? undefined : r === 'value' ? formatPesos(Number(v)) : v);

/** The active filters as chips (sorting by name ascending, the default, is no filter). */
function chipsOf(f: PlayerFilterParams, teams: Team[]) {
  const chips: { label: string; keys: (keyof PlayerFilterParams)[] }[] = [];
  for (const r of RANGES) {
    const min = f[`${r}_min`];
    const max = f[`${r}_max`];
    if (min !== undefined || max !== undefined) chips.push({ label: W.chipRange(rangeLabel(r), shown(r, min), shown(r, max)), keys: [`${r}_min`, `${r}_max`] });
  }
  if (f.team) chips.push({ label: `${W.team}: ${teams.find((t) => String(t.id) === f.team)?.name ?? f.team}`, keys: ['team'] });
  if (f.clausulable === 'true') chips.push({ label: W.clausulable, keys: ['clausulable'] });
  if ((f.sort && f.sort !== 'name') || f.order === 'desc') {
    const sort = (f.sort ?? 'name') as keyof typeof W.sortLabels;
    const order = (f.order ?? 'asc') as keyof typeof W.orderLabels;
    chips.push({ label: `${W.sortBy}: ${W.sortLabels[sort]} (${W.orderLabels[order].toLowerCase()})`, keys: ['sort', 'order'] });
  }
  return chips;
}

/**
 * The market filters of the players list (docs/decisions/035-market-filters-and-watchlist.md):
 * a "Filtros" button opens the panel (on a phone it takes the width, above the list); the active
 * ones stay as chips, each removable. `onChange` gets the whole new set, which the screen keeps in
 * the URL; the server checks every value again.
 */
export function PlayersFilters({
  value,
  teams,
  canClaim,
  onChange,
}: {
  value: PlayerFilterParams;
  teams: Team[];
  /** Whether the viewer has a team (the only ones a clause can be executed for). */
  canClaim: boolean;
  onChange: (next: PlayerFilterParams) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PlayerFilterParams>(value);
  const chips = chipsOf(value, teams);
  const set = (key: keyof PlayerFilterParams, v: string | number | null | undefined) =>
    setDraft((d) => {
      const next = { ...d };
      if (v === null || v === undefined || v === '') delete next[key];
      else next[key] = String(v);
      return next;
    });
  const toggle = () => {
    setDraft(value);
    setOpen((o) => !o);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft);
    setOpen(false);
  };
  const without = (keys: (keyof PlayerFilterParams)[]) => {
    const next = { ...value };
    for (const k of keys) delete next[k];
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button variant={open ? 'filled' : 'light'} onClick={toggle} aria-expanded={open} aria-controls="players-filters">
          {W.filtersButton}
          {chips.length > 0 && (
            <Badge ml={6} size="sm" circle color="dark">
              {chips.length}
            </Badge>
          )}
        </Button>
        {chips.map((c) => (
          <Pill
            key={c.label}
            withRemoveButton
            onRemove={() => without(c.keys)}
            // Mantine hides a pill's remove button from keyboards and readers (inputs remove pills by Backspace): here it is the only way.
            removeButtonProps={{ 'aria-label': W.chipRemove(c.label), 'aria-hidden': false, tabIndex: 0 }}
          >
            {c.label}
          </Pill>
        ))}
      </Group>
      {open && (
        <Card withBorder id="players-filters" component="form" onSubmit={apply} aria-label={W.filtersTitle}>
          <Stack gap="sm">
            <Text fw={600}>{W.filtersTitle}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {RANGES.flatMap((r) =>
                (['min', 'max'] as const).map((end) => (
                  <NumberInput
                    key={`${r}_${end}`}
                    label={`${rangeLabel(r)} · ${end === 'min' ? W.min : W.max}`}
                    value={draft[`${r}_${end}`] ?? ''}
                    onChange={(v) => set(`${r}_${end}`, v)}
                    min={0}
                    max={PLAYER_RANGES[r]}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator={r === 'value' ? '.' : undefined}
                    decimalSeparator={r === 'value' ? ',' : undefined}
                    inputMode="numeric"
                  />
                )),
              )}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={W.team}
                placeholder={W.teamPlaceholder}
                data={teams.map((t) => ({ value: String(t.id), label: t.name }))}
                value={draft.team ?? null}
                onChange={(v) => set('team', v)}
                searchable
                clearable
              />
              <Select
                label={W.sortBy}
                data={PLAYER_SORTS.map((s) => ({ value: s, label: W.sortLabels[s] }))}
                value={draft.sort ?? 'name'}
                onChange={(v) => set('sort', v === 'name' ? null : v)}
                allowDeselect={false}
              />
              <Select
                label={W.order}
                data={SORT_ORDERS.map((o) => ({ value: o, label: W.orderLabels[o] }))}
                value={draft.order ?? 'asc'}
                onChange={(v) => set('order', v === 'asc' ? null : v)}
                allowDeselect={false}
              />
            </SimpleGrid>
            {canClaim && (
              <Checkbox
                label={W.clausulable}
                description={W.clausulableHelp}
                checked={draft.clausulable === 'true'}
                onChange={(e) => set('clausulable', e.currentTarget.checked ? 'true' : null)}
              />
            )}
            <Group gap="sm">
              <Button type="submit">{W.apply}</Button>
              <Button variant="default" onClick={() => setDraft({})}>
                {W.clear}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
