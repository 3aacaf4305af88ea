import { describe, expect, it } from 'vitest';
import { FIXTURE_ROUNDS, TEAMS_PER_DIVISION } from '../constants';
import { FIXTURE_ERRORS, fixtureRoundLabel, roundRobin, type FixtureMatch } from './fixtures.rules';

const ids = (n: number, from = 101) => Array.from({ length: n }, (_, i) => from + i);
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Each team's H/A sequence over the rounds it plays. */
function venues(fixture: FixtureMatch[], teams: number[]): Map<number, string> {
  const seq = new Map(teams.map((t) => [t, '']));
  for (const m of [...fixture].sort((a, b) => a.round - b.round)) {
    seq.set(m.home, `${seq.get(m.home)}H`);
    seq.set(m.away, `${seq.get(m.away)}A`);
  }
  return seq;
}
const longestRun = (s: string) => Math.max(0, ...(s.match(/H+|A+/g) ?? []).map((r) => r.length));

describe('roundRobin', () => {
  it.each([2, 4, 6, 8, 10, 12, TEAMS_PER_DIVISION, 16, 20])('%i teams: every pair once, nobody twice a round, balanced', (n) => {
    const teams = ids(n);
    const fixture = roundRobin(teams);
    const rounds = n - 1;
    expect(fixture).toHaveLength((n * rounds) / 2);
    expect(new Set(fixture.map((m) => m.round))).toEqual(new Set(Array.from({ length: rounds }, (_, i) => i + 1)));
    expect(new Set(fixture.map((m) => pairKey(m.home, m.away))).size).toBe(fixture.length);
    for (let r = 1; r <= rounds; r++) {
      const playing = fixture.filter((m) => m.round === r).flatMap((m) => [m.home, m.away]);
      expect(new Set(playing).size).toBe(n);
    }
    for (const [team, seq] of venues(fixture, teams)) {
      const homes = [...seq].filter((c) => c === 'H').length;
      expect(seq, `team ${team}`).toHaveLength(rounds);
      expect([Math.floor(rounds / 2), Math.ceil(rounds / 2)]).toContain(homes);
      expect(longestRun(seq), `team ${team} ${seq}`).toBeLessThanOrEqual(2);
    }
    expect(fixture.every((m) => teams.includes(m.home) && teams.includes(m.away) && m.home !== m.away)).toBe(true);
  });

  it('a division of 14 gives FIXTURE_ROUNDS rounds of 7 matches, 6 or 7 home games each', () => {
    const teams = ids(TEAMS_PER_DIVISION);
    const fixture = roundRobin(teams);
    expect(Math.max(...fixture.map((m) => m.round))).toBe(FIXTURE_ROUNDS);
    for (let r = 1; r <= FIXTURE_ROUNDS; r++) expect(fixture.filter((m) => m.round === r)).toHaveLength(7);
    const homeCounts = teams.map((t) => fixture.filter((m) => m.home === t).length);
    expect(homeCounts.every((c) => c === 6 || c === 7)).toBe(true);
    expect(homeCounts.reduce((a, b) => a + b, 0)).toBe(91);
  });

  it('is deterministic for the same input order', () => {
    expect(roundRobin(ids(14))).toEqual(roundRobin(ids(14)));
  });

  it('follows the input order (a different order, a different fixture)', () => {
    expect(roundRobin(ids(14).reverse())).not.toEqual(roundRobin(ids(14)));
  });

  it('starts the circle as expected for 4 teams', () => {
    expect(roundRobin([1, 2, 3, 4])).toEqual([
      { round: 1, home: 1, away: 4 },
      { round: 1, home: 2, away: 3 },
      { round: 2, home: 4, away: 2 },
      { round: 2, home: 3, away: 1 },
      { round: 3, home: 3, away: 4 },
      { round: 3, home: 1, away: 2 },
    ]);
  });

  it.each([3, 5, 7, 13])('%i teams (odd): a bye, n rounds, one team resting each round', (n) => {
    const teams = ids(n);
    const fixture = roundRobin(teams);
    expect(fixture).toHaveLength((n * (n - 1)) / 2);
    expect(new Set(fixture.map((m) => pairKey(m.home, m.away))).size).toBe(fixture.length);
    expect(Math.max(...fixture.map((m) => m.round))).toBe(n);
    const resting = new Set<number>();
    for (let r = 1; r <= n; r++) {
      const playing = new Set(fixture.filter((m) => m.round === r).flatMap((m) => [m.home, m.away]));
      expect(playing.size).toBe(n - 1);
      const rest = teams.filter((t) => !playing.has(t));
      expect(rest).toHaveLength(1);
      resting.add(rest[0]);
    }
    expect(resting.size).toBe(n);
    for (const t of teams) expect(fixture.filter((m) => m.home === t || m.away === t)).toHaveLength(n - 1);
  });

  it.each([
    [[], FIXTURE_ERRORS.tooFewTeams],
    [[7], FIXTURE_ERRORS.tooFewTeams],
    [[1, 2, 1, 3], FIXTURE_ERRORS.repeatedTeam],
  ])('%o throws', (teams, message) => {
    expect(() => roundRobin(teams)).toThrow(message);
  });
});

describe('fixtureRoundLabel', () => {
  it.each([
    [1, 'Fecha 1'],
    [7, 'Fecha 7'],
    [13, 'Fecha 13'],
  ])('%i -> %s', (round, label) => expect(fixtureRoundLabel(round)).toBe(label));
});
