import { describe, expect, it } from 'vitest';
import { playersQuerySchema } from '../core/core.requests';
import { WATCH_MSG } from '../watchlist/watchlist.messages';
import { PLAYER_FILTER_KEYS } from './players-filter.rules';
import { playerFilterFields } from './players-filter.schema';

/** The market filters of GET /players (docs/decisions/035-market-filters-and-watchlist.md). */
describe('playersQuerySchema: the market filters', () => {
  it('checks exactly the filters the web keeps, in their order (their names live apart, free of the checks)', () => {
    expect(Object.keys(playerFilterFields)).toEqual([...PLAYER_FILTER_KEYS]);
  });

  it("without filters reads as the documents' list: by name, ascending, not clausulable", () => {
    expect(playersQuerySchema.parse({})).toEqual({ page: 1, per_page: 20, all: false, clausulable: false, sort: 'name', order: 'asc' });
  });

  it.each([
    [{ value_min: '5000000' }, { value_min: 5_000_000 }],
    [{ value_max: '0' }, { value_max: 0 }],
    [
      { ca_min: '120', ca_max: '160' },
      { ca_min: 120, ca_max: 160 },
    ],
    [
      { pa_min: '150', pa_max: '150' },
      { pa_min: 150, pa_max: 150 },
    ],
    [
      { age_min: '16', age_max: '23' },
      { age_min: 16, age_max: 23 },
    ],
    [{ team: '4' }, { team: 4 }],
    [{ clausulable: 'true' }, { clausulable: true }],
    [{ clausulable: '1' }, { clausulable: true }],
    [{ clausulable: 'false' }, { clausulable: false }],
    [
      { sort: 'value', order: 'desc' },
      { sort: 'value', order: 'desc' },
    ],
    [{ sort: 'age' }, { sort: 'age', order: 'asc' }],
    // Empty means not given (optionalParam), as the documents' client sends it.
    [
      { value_min: '', team: '', sort: '', order: '', clausulable: '' },
      { sort: 'name', order: 'asc', clausulable: false },
    ],
  ])('%o reads as %o', (query, expected) => {
    const parsed = playersQuerySchema.parse(query);
    expect(parsed).toMatchObject(expected);
    for (const key of ['value_min', 'team'] as const) if (!(key in expected)) expect(parsed[key]).toBeUndefined();
  });

  it.each([
    [{ value_min: 'diez' }, 'value_min', WATCH_MSG.filterNumber],
    [{ value_min: '1.5' }, 'value_min', WATCH_MSG.filterNumber],
    [{ value_min: '0x10' }, 'value_min', WATCH_MSG.filterNumber],
    [{ ca_min: '-5' }, 'ca_min', WATCH_MSG.filterNumber],
    [{ ca_max: '201' }, 'ca_max', WATCH_MSG.filterNumber],
    [{ age_max: '51' }, 'age_max', WATCH_MSG.filterNumber],
    [{ value_min: '9', value_max: '8' }, 'value_max', WATCH_MSG.filterRange],
    [{ ca_min: '150', ca_max: '120' }, 'ca_max', WATCH_MSG.filterRange],
    [{ age_min: '30', age_max: '20' }, 'age_max', WATCH_MSG.filterRange],
    [{ sort: 'salary' }, 'sort', WATCH_MSG.filterSort],
    [{ order: 'random' }, 'order', WATCH_MSG.filterOrder],
    [{ clausulable: 'yes' }, 'clausulable', WATCH_MSG.filterFlag],
  ])('refuses %o on %s', (query, field, message) => {
    const result = playersQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });

  it('keeps the page size bounded', () => {
    expect(playersQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
  });
});
