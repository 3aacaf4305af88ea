import { NativeSelect } from '@mantine/core';
import { LEGACY_MSG, MSG, COMMON_SCREEN } from '@superliga/league';
import { useEffect } from 'react';
import { useSeasons } from '../lib/reference-data';

/**
 * The season filter used across the market and competition screens. `value` is a season id as
 * text, '' for 'Todas las temporadas' when `allowAll`, or null before a choice.
 */
export function SeasonSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  allowAll?: boolean;
  defaultToCurrent?: boolean;
  label?: string;
}) {
  const seasons = useSeasons();
  const { value, onChange, defaultToCurrent } = props;
  useEffect(() => {
    if (defaultToCurrent && value === null && seasons.data) {
      const current = seasons.data.find((s) => s.current);
      if (current) onChange(String(current.id));
    }
  }, [defaultToCurrent, value, seasons.data, onChange]);
  const data = [
    ...(value === null ? [{ value: '', label: MSG.chooseSeason, disabled: true }] : []),
    ...(props.allowAll ? [{ value: '', label: MSG.allSeasons }] : []),
    ...(seasons.data ?? []).map((s) => ({ value: String(s.id), label: s.archived ? LEGACY_MSG.archivedSeasonLabel(s.name) : s.name })),
  ];
  return (
    <NativeSelect
      label={props.label ?? COMMON_SCREEN.temporada}
      data={data}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={seasons.isError ? MSG.seasonsLoadError : undefined}
      disabled={seasons.isPending}
      // As wide as it may be, not as its longest option: the options arriving would resize it
      // beside the filters in its row (decision 044, "Nothing moves while a screen loads").
      w="100%"
      maw={280}
    />
  );
}
