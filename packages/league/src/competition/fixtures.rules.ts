export type FixtureMatch = { round: number; home: number; away: number };

/** Shown to the admin who generates a fixture, hence Spanish. */
export const FIXTURE_ERRORS = {
  tooFewTeams: 'Se necesitan al menos 2 equipos para armar el fixture.',
  repeatedTeam: 'Hay equipos repetidos en el fixture.',
} as const;

/**
 * Single round robin by the circle method (Berger tables): the last team stays put, the others
 * rotate. Orientation follows de Werra's canonical schedule, which has the minimum number of
 * home/away breaks (n - 2): every team has n/2 or n/2 - 1 home games and never more than two
 * home or away games in a row. 14 teams give FIXTURE_ROUNDS (13) rounds of 7 matches.
 *
 * An odd count is supported with a bye: a phantom team joins in the fixed slot and whoever meets
 * it rests that round (n rounds, one team resting in each). The same input order always gives the
 * same fixture.
 */
export function roundRobin(teamIds: number[]): FixtureMatch[] {
  if (teamIds.length < 2) throw new Error(FIXTURE_ERRORS.tooFewTeams);
  if (new Set(teamIds).size !== teamIds.length) throw new Error(FIXTURE_ERRORS.repeatedTeam);
  const bye = teamIds.length % 2 === 1;
  const slots: (number | null)[] = bye ? [...teamIds, null] : [...teamIds];
  const n = slots.length;
  const rotating = n - 1;
  const fixed = slots[n - 1];
  const out: FixtureMatch[] = [];
  for (let r = 0; r < rotating; r++) {
    const round = r + 1;
    const pivot = slots[r];
    // The fixed team alternates home and away round by round.
    const pairs: [number | null, number | null][] = [r % 2 === 1 ? [fixed, pivot] : [pivot, fixed]];
    for (let k = 1; k < n / 2; k++) {
      const a = slots[(r + k) % rotating];
      const b = slots[(r - k + rotating) % rotating];
      pairs.push(k % 2 === 1 ? [a, b] : [b, a]);
    }
    for (const [home, away] of pairs) {
      if (home !== null && away !== null) out.push({ round, home, away });
    }
  }
  return out;
}

export function fixtureRoundLabel(round: number): string {
  return `Fecha ${round}`;
}
