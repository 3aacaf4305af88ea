import { sql } from 'drizzle-orm';
import { searchKey } from '@superliga/league';
import type { Db } from '../client';
import { matchStatistics, matches, players, seasons, teams, tournaments, users } from '../schema';
import { hashPassword } from '../../features/accounts/accounts.service';
import { resetSequence } from '../../features/settings/settings.service';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { seededRandom } from './random';
import { demoPlayerValue } from './demo';

const LARGE = { players: 100_000, seasons: 10, matches: 5_000 } as const;
export const BENCH_ADMIN = { email: 'bench-admin@superliga.local', password: 'superliga' };
const BENCH_MANAGER = { email: 'bench-manager@superliga.local', password: 'superliga' };

/**
 * The large league for benchmarks, added to a bootstrapped database: 100,000 players,
 * 10 seasons, 5,000 completed matches with statistics. Deterministic.
 */
export async function seedLargeLeague(db: Db, log: (s: string) => void = () => undefined) {
  const rnd = seededRandom(2026);
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const now = Date.now();
  const day = 86_400_000;

  const seasonRows = await db
    .insert(seasons)
    .values(
      Array.from({ length: LARGE.seasons }, (_, i) => ({
        name: `Temporada histórica ${i + 1}`,
        startDate: new Date(now - (LARGE.seasons - i) * 120 * day),
        active: false,
      })),
    )
    .returning({ id: seasons.id });
  const [admin, manager] = await db
    .insert(users)
    .values([
      { name: 'Admin de benchmark', email: BENCH_ADMIN.email, passwordHash, rol: 'Admin' },
      { name: 'Manager de benchmark', email: BENCH_MANAGER.email, passwordHash, rol: 'Manager Primera', profits: 1_000_000_000_000 },
    ])
    .returning({ id: users.id });
  await db.execute(
    sql`insert into ledger_entries (user_id, amount, balance_after, kind, description) values (${manager!.id}, 1000000000000, 1000000000000, 'initial', 'Presupuesto de benchmark')`,
  );

  const teamRows = await db
    .insert(teams)
    .values([
      ...Array.from({ length: 14 }, (_, i) => ({ name: `Bench Primera ${i + 1}`, division: 'Primera', userId: i === 0 ? manager!.id : null })),
      ...Array.from({ length: 14 }, (_, i) => ({ name: `Bench Segunda ${i + 1}`, division: 'Segunda' })),
      ...Array.from({ length: 150 }, (_, i) => ({ name: `Bench Externo ${i + 1}`, division: null })),
    ])
    .returning({ id: teams.id, division: teams.division });
  const leagueTeams = teamRows.filter((t) => t.division);

  log(`inserting ${LARGE.players} players`);
  const batch = 2_000;
  for (let i = 0; i < LARGE.players; i += batch) {
    const rows = Array.from({ length: Math.min(batch, LARGE.players - i) }, () => {
      const name = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
      const age = rnd.int(16, 36);
      const ca = rnd.int(60, 190);
      const pa = Math.min(200, ca + rnd.int(0, 30));
      return { name, searchName: searchKey(name), teamId: rnd.pick(teamRows).id, status: 'registrado', value: demoPlayerValue(ca, pa, age), ca, pa, age };
    });
    await db.insert(players).values(rows);
  }

  log(`inserting ${LARGE.matches} matches with statistics`);
  const tournamentRows = await db
    .insert(tournaments)
    .values(seasonRows.map((s, i) => ({ name: `Liga histórica ${i + 1}`, startDate: '2025-01-01', endDate: '2025-12-31', seasonId: s.id, type: 'PD' })))
    .returning({ id: tournaments.id });
  const squad = new Map<number, number[]>();
  const sample = await db.execute(
    sql`select id, id_team from players where id_team = any(${sql.raw(`array[${leagueTeams.map((t) => t.id).join(',')}]`)}) limit 20000`,
  );
  for (const r of (sample as unknown as { rows: { id: number; id_team: number }[] }).rows) {
    const list = squad.get(r.id_team) ?? [];
    if (list.length < 11) list.push(r.id);
    squad.set(r.id_team, list);
  }
  // A match is unique per tournament, teams and round (matches_round_unique): a drawn pairing
  // already used in that round moves on to the next away team.
  const used = new Set<string>();
  for (let i = 0; i < LARGE.matches; i += 250) {
    const ms = Array.from({ length: Math.min(250, LARGE.matches - i) }, (_, k) => {
      const tournamentId = tournamentRows[(i + k) % tournamentRows.length]!.id;
      const stage = ((i + k) % 13) + 1;
      const home = rnd.pick(leagueTeams).id;
      // One draw, then its place (a draw inside findIndex's callback drew anew for every team and could match none).
      const drawn = rnd.pick(leagueTeams).id;
      let awayIndex = leagueTeams.findIndex((t) => t.id === drawn);
      const taken = (away: number) => away === home || used.has(`${tournamentId}|${home}|${away}|${stage}`);
      while (taken(leagueTeams[awayIndex]!.id)) awayIndex = (awayIndex + 1) % leagueTeams.length;
      const away = leagueTeams[awayIndex]!.id;
      used.add(`${tournamentId}|${home}|${away}|${stage}`);
      return { teamHomeId: home, teamAwayId: away, tournamentId, scoreHome: rnd.int(0, 4), scoreAway: rnd.int(0, 4), stage, status: 'completed' };
    });
    const inserted = await db
      .insert(matches)
      .values(ms)
      .returning({ id: matches.id, home: matches.teamHomeId, away: matches.teamAwayId, tournamentId: matches.tournamentId });
    const stats = inserted.flatMap((m) =>
      [m.home, m.away].flatMap((teamId) =>
        (squad.get(teamId) ?? []).map((playerId) => ({
          matchId: m.id,
          playerId,
          teamId,
          tournamentId: m.tournamentId,
          goals: rnd.next() < 0.1 ? 1 : 0,
          assists: rnd.next() < 0.08 ? 1 : 0,
          yellowCards: rnd.next() < 0.1 ? 1 : 0,
          mvp: 0,
        })),
      ),
    );
    for (let s = 0; s < stats.length; s += 2000) await db.insert(matchStatistics).values(stats.slice(s, s + 2000));
  }
  await resetSequence(db, 'players');
  // Vacuum too: it sets the visibility map that index-only scans rely on (PGlite has no autovacuum,
  // and a fresh PostgreSQL one runs later), so the first bench run measures what later ones do.
  await db.execute(sql`vacuum analyze`);
  return { adminId: admin!.id, managerId: manager!.id, tournamentIds: tournamentRows.map((t) => t.id) };
}
