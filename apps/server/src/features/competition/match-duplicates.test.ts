import { COMPETITION_TEXTS } from '@superliga/league';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createUser } from '../../../test/factories';
import { migrationsFolder } from '../../db/client';
import { matches, matchStatistics } from '../../db/schema';

/** Natural duplicates (decision 007): a match is unique per tournament, teams and round, in the database too. */
let t: TestApp;
let admin: string;
let home: Awaited<ReturnType<typeof createManager>>;
let away: Awaited<ReturnType<typeof createManager>>;
let tournamentId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  home = await createManager(t.db, 'Primera');
  away = await createManager(t.db, 'Primera');
  const seasonId = (await createSeason(t.db)).id;
  tournamentId = (
    await t.request('POST', '/api/tournaments', {
      token: admin,
      body: { name: 'Liga', start_date: '2026-08-01', end_date: '2027-05-30', season_id: seasonId, type: 'PD' },
    })
  ).body.id;
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  team_home_id: home.team.id,
  team_away_id: away.team.id,
  tournament_id: tournamentId,
  score_home: 0,
  score_away: 0,
  stage: 1,
  ...over,
});
const count = async () => t.db.$count(matches, eq(matches.tournamentId, tournamentId));

describe('POST /api/matches: one match per tournament, teams and round', () => {
  it('a second save of the same match (double click, no key) is a 409 with a Spanish message', async () => {
    const before = await count();
    const results = await Promise.all([1, 2, 3].map(() => t.request('POST', '/api/matches', { token: home.token, body: body({ stage: 3 }) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ code: 'match.exists', message: COMPETITION_TEXTS.matchExists });
    expect(await count()).toBe(before + 1);
  });

  it('the same teams in another round, or the return leg with home and away swapped, are other matches', async () => {
    const before = await count();
    expect((await t.request('POST', '/api/matches', { token: admin, body: body({ stage: 4 }) })).status).toBe(201);
    expect(
      (await t.request('POST', '/api/matches', { token: admin, body: body({ stage: 4, team_home_id: away.team.id, team_away_id: home.team.id }) })).status,
    ).toBe(201);
    expect((await t.request('POST', '/api/matches', { token: admin, body: body({ stage: 5 }) })).status).toBe(201);
    expect(await count()).toBe(before + 3);
  });
});

describe('migration 0008 on a league that already holds duplicates', () => {
  it('removes the copies nothing points at, keeps the one with statistics, then adds the index', async () => {
    const statements = readFileSync(join(migrationsFolder, '0008_idempotency.sql'), 'utf8').split('--> statement-breakpoint');
    const dedupe = statements.find((s) => s.includes('DELETE FROM "matches"'))!;
    const index = statements.find((s) => s.includes('CREATE UNIQUE INDEX "matches_round_unique"'))!;
    await t.db.execute(sql`drop index matches_round_unique`);
    const row = { teamHomeId: home.team.id, teamAwayId: away.team.id, tournamentId, stage: 9 };
    const ids = (
      await t.db
        .insert(matches)
        .values([row, row, row, { ...row, stage: 10 }, { ...row, stage: 10 }])
        .returning({ id: matches.id })
    ).map((m) => m.id);
    // The user loaded statistics on the second copy of round 9.
    const player = await createPlayer(t.db, { teamId: home.team.id });
    await t.db.insert(matchStatistics).values({ matchId: ids[1]!, tournamentId, playerId: player.id, teamId: home.team.id });
    await t.db.execute(sql.raw(dedupe));
    await t.db.execute(sql.raw(index));
    const left = await t.db
      .select({ id: matches.id })
      .from(matches)
      .where(sql`${matches.id} in ${ids}`);
    expect(left.map((m) => m.id).sort((a, b) => a - b)).toEqual([ids[1], ids[3]]);
    expect((await t.request('POST', '/api/matches', { token: admin, body: body({ stage: 9 }) })).status).toBe(409);
  });
});
