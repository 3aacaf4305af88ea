import { MONEY_MAX, PLAYER_ABILITY_MAX, PLAYER_AGE_MAX } from '../constants';

/**
 * The market filters of `GET /players` (docs/decisions/035-market-filters-and-watchlist.md) as
 * names and bounds, free of their checks (players-filter.schema.ts): the players list reads these
 * to draw its panel and keep the filters in the URL without loading the validation library
 * (decision 044).
 */

/** What the list may be sorted by; `name` is the documents' order and the default. */
export const PLAYER_SORTS = ['name', 'value', 'ca', 'pa', 'age'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The ranged filters, each a min and a max: their query names and their bounds. */
export const PLAYER_RANGES = {
  value: MONEY_MAX,
  ca: PLAYER_ABILITY_MAX,
  pa: PLAYER_ABILITY_MAX,
  age: PLAYER_AGE_MAX,
} as const;
export type PlayerRange = keyof typeof PLAYER_RANGES;

/** Every filter's query name, in the panel's order. */
export const PLAYER_FILTER_KEYS = [
  'value_min',
  'value_max',
  'ca_min',
  'ca_max',
  'pa_min',
  'pa_max',
  'age_min',
  'age_max',
  'team',
  'clausulable',
  'sort',
  'order',
] as const satisfies readonly (`${PlayerRange}_${'min' | 'max'}` | 'team' | 'clausulable' | 'sort' | 'order')[];
export type PlayerFilterKey = (typeof PLAYER_FILTER_KEYS)[number];

/** The filters as the web keeps them in the URL and sends them: every one a text, empty = not set. */
export type PlayerFilterParams = Partial<Record<PlayerFilterKey, string>>;
