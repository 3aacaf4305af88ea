import { describe, expect, it } from 'vitest';
import { byClosingTime } from './auctions.rules';

describe('byClosingTime', () => {
  it.each([
    ['the sooner closing first', [3, '2026-01-02T10:00:00Z'], [1, '2026-01-02T12:00:00Z'], [3, 1]],
    ['seconds count', [1, '2026-01-02T10:00:01Z'], [2, '2026-01-02T10:00:00Z'], [2, 1]],
    ['no closing time after any closing time', [1, null], [2, '2030-01-01T00:00:00Z'], [2, 1]],
    ['equal times by id', [9, '2026-01-02T10:00:00Z'], [4, '2026-01-02T10:00:00Z'], [4, 9]],
    ['both without time by id', [9, null], [4, null], [4, 9]],
  ] as const)('%s', (_, [idA, endA], [idB, endB], expected) => {
    const list = [
      { id: idA, ends_at: endA },
      { id: idB, ends_at: endB },
    ];
    expect([...list].sort(byClosingTime).map((x) => x.id)).toEqual(expected);
  });
});
