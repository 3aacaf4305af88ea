import { describe, expect, it } from 'vitest';
import { medianRun, mergeRounds, roundOrder, withoutRuns } from './lighthouse-rounds.mjs';

const run = (score, tbt = score * 10) => ({ score, tbt_ms: tbt, benchmark_index: 2000, cpu_slowdown: 4, main_cpu_share: 0.5 });
const screen = (path, ...scores) => ({ ...medianRun(scores.map((s) => run(s))), path });

describe('builds measured in rounds', () => {
  it.each([
    [0, ['a', 'b']],
    [1, ['b', 'a']],
    [2, ['a', 'b']],
    [3, ['b', 'a']],
  ])('round %i measures the builds in the order %j', (round, order) => {
    expect(roundOrder(['a', 'b'], round)).toEqual(order);
  });

  it("reads a build's runs of every round together: the median of all of them, with that run's metrics", () => {
    const merged = mergeRounds([{ squad: screen('/plantel', 60, 62, 59) }, { squad: screen('/plantel', 74, 74, 82) }]);
    expect(merged.squad.scores).toEqual([60, 62, 59, 74, 74, 82]);
    // Six runs: the fourth by score (74), and its TBT, not a mix of two runs.
    expect(merged.squad.score).toBe(74);
    expect(merged.squad.tbt_ms).toBe(740);
    expect(merged.squad.path).toBe('/plantel');
    expect(merged.squad.benchmark_indexes).toHaveLength(6);
  });

  it('keeps one round as it was', () => {
    const one = { squad: screen('/plantel', 70, 80, 75) };
    expect(mergeRounds([one]).squad).toEqual(one.squad);
  });

  it('keeps a screen skipped in any round skipped', () => {
    const skipped = { path: null, skipped: 'no such record in the league' };
    expect(mergeRounds([{ bet: screen('/apuestas/1', 90) }, { bet: skipped }]).bet).toEqual(skipped);
  });

  it('leaves the raw runs out of what is written', () => {
    const written = withoutRuns({ squad: screen('/plantel', 70, 80, 75) });
    expect(written.squad.runs).toBeUndefined();
    expect(written.squad.scores).toEqual([70, 80, 75]);
  });
});
