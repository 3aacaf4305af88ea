import { z } from 'zod';
import { idSchema, optionalParam, strictWholeNumber } from '../common/common.schema';
import { WATCH_MSG } from '../watchlist/watchlist.messages';
import { PLAYER_RANGES, PLAYER_SORTS, SORT_ORDERS, type PlayerRange } from './players-filter.rules';

/**
 * The market filters of `GET /players` (docs/decisions/035-market-filters-and-watchlist.md): extra
 * query parameters beside the documents' ones, each optional (empty = not given, `optionalParam`).
 */

/** A whole number from 0 to `max`, written as the strict decimal digits every id and page is read as. */
const bound = (max: number) =>
  optionalParam(
    z.preprocess(
      (v) => (v === '0' ? 0 : strictWholeNumber(v)),
      z.number({ message: WATCH_MSG.filterNumber }).int(WATCH_MSG.filterNumber).min(0, WATCH_MSG.filterNumber).max(max, WATCH_MSG.filterNumber),
    ),
  );

export const playerFilterFields = {
  value_min: bound(PLAYER_RANGES.value),
  value_max: bound(PLAYER_RANGES.value),
  ca_min: bound(PLAYER_RANGES.ca),
  ca_max: bound(PLAYER_RANGES.ca),
  pa_min: bound(PLAYER_RANGES.pa),
  pa_max: bound(PLAYER_RANGES.pa),
  age_min: bound(PLAYER_RANGES.age),
  age_max: bound(PLAYER_RANGES.age),
  /** The players of one team (the documents' `id_team`, kept; `team` is its name on the filters panel). */
  team: optionalParam(idSchema()),
  /** Only players whose clause the caller may execute now ("libres para cláusula"). */
  clausulable: optionalParam(z.enum(['true', 'false', '1', '0'], { message: WATCH_MSG.filterFlag })).transform((v) => v === 'true' || v === '1'),
  sort: optionalParam(z.enum(PLAYER_SORTS, { message: WATCH_MSG.filterSort })).transform((v) => v ?? 'name'),
  order: optionalParam(z.enum(SORT_ORDERS, { message: WATCH_MSG.filterOrder })).transform((v) => v ?? 'asc'),
};

/** A min above its max is a mistake told on the max, not an empty list. */
export function rangesInOrder(v: Partial<Record<`${PlayerRange}_${'min' | 'max'}`, number | undefined>>, ctx: z.RefinementCtx) {
  for (const range of Object.keys(PLAYER_RANGES) as PlayerRange[]) {
    const min = v[`${range}_min`];
    const max = v[`${range}_max`];
    if (min !== undefined && max !== undefined && min > max) ctx.addIssue({ code: 'custom', path: [`${range}_max`], message: WATCH_MSG.filterRange });
  }
}
