import {
  biggestWin,
  byHonours,
  finalPositions,
  honours,
  longestUnbeatenRun,
  mostExpensiveSigning,
  mostGoalsInSeason,
  palmaresRows,
  tournamentFinished,
  type FinishedTournament,
  type HonoursResponse,
  type RecordMatch,
  type TournamentType,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import * as repo from './honours.repository';

const ref = (id: number, name: string) => ({ id, name });

/**
 * `GET /palmares/honours` (everyone logged in): titles and runner-ups per team and per manager from
 * the closed tournaments (and the finished tournaments of past seasons never closed here), the
 * imported title counters, and the all-time records (docs/decisions/025-season-close-and-rollover.md).
 */
export async function honoursPage(db: DbOrTx): Promise<HonoursResponse> {
  const finished = await finishedTournaments(db);
  const { teams: byTeam, managers: byManager } = honours(finished);
  const allTeams = await repo.teamsWithTitles(db);
  const imported = new Map(palmaresRows(allTeams).map((r) => [r.team.id, r.titles]));
  const teams = allTeams
    .map((t) => {
      const h = byTeam.get(t.id) ?? { titles: [], runner_ups: [] };
      const old = imported.get(t.id) ?? [];
      return { team: ref(t.id, t.name), ...h, imported: old, total: h.titles.length + old.reduce((s, x) => s + x.count, 0) };
    })
    .filter((t) => t.total > 0 || t.runner_ups.length > 0)
    .sort((a, b) =>
      byHonours(
        { name: a.team.name, titles: a.total, runner_ups: a.runner_ups.length },
        { name: b.team.name, titles: b.total, runner_ups: b.runner_ups.length },
      ),
    );
  const names = new Map((await repo.userNames(db, [...byManager.keys()])).map((u) => [u.id, u.name]));
  const managers = [...byManager]
    .map(([id, h]) => ({ manager: ref(id, names.get(id) ?? ''), ...h }))
    .sort((a, b) =>
      byHonours(
        { name: a.manager.name, titles: a.titles.length, runner_ups: a.runner_ups.length },
        { name: b.manager.name, titles: b.titles.length, runner_ups: b.runner_ups.length },
      ),
    );
  return { teams, managers, records: await records(db) };
}

async function finishedTournaments(db: DbOrTx): Promise<FinishedTournament[]> {
  const out: FinishedTournament[] = (await repo.closedTournaments(db)).map((t) => ({
    tournament: { id: t.id, name: t.name, type: t.type as TournamentType },
    season: ref(t.seasonId, t.seasonName),
    positions: t.positions,
  }));
  const past = await repo.pastUnclosedTournaments(db);
  const matches = await repo.allMatches(
    db,
    past.map((t) => t.id),
  );
  for (const t of past) {
    const own = matches
      .filter((m) => m.tournamentId === t.id)
      .map((m) => ({ team_home: m.homeId, team_away: m.awayId, score_home: m.scoreHome, score_away: m.scoreAway, stage: m.stage, status: m.status }));
    if (!tournamentFinished(own)) continue;
    const names = new Map<number, string>();
    for (const m of matches) if (m.tournamentId === t.id) names.set(m.homeId, m.homeName).set(m.awayId, m.awayName);
    const positions = finalPositions(
      t.type as TournamentType,
      [...names].map(([id, name]) => ({ id, name })),
      own,
    );
    if (positions) out.push({ tournament: { id: t.id, name: t.name, type: t.type as TournamentType }, season: ref(t.seasonId, t.seasonName), positions });
  }
  return out;
}

async function records(db: DbOrTx): Promise<HonoursResponse['records']> {
  const played: RecordMatch[] = (await repo.allMatches(db)).map((m) => ({
    id: m.id,
    at: m.matchDate.toISOString(),
    team_home: ref(m.homeId, m.homeName),
    team_away: ref(m.awayId, m.awayName),
    score_home: m.scoreHome,
    score_away: m.scoreAway,
    season: ref(m.seasonId, m.seasonName),
  }));
  const goals = (await repo.goalsBySeason(db)).map((g) => ({ player: ref(g.playerId, g.playerName), season: ref(g.seasonId, g.seasonName), goals: g.goals }));
  const signing = (kind: 'clause' | 'auction') => (s: Awaited<ReturnType<typeof repo.confirmedClauses>>[number]) => ({
    id: s.id,
    at: s.at.toISOString(),
    player: ref(s.playerId, s.playerName),
    team: s.teamId !== null && s.teamName !== null ? ref(s.teamId, s.teamName) : null,
    amount: s.amount,
    kind,
    season: ref(s.seasonId, s.seasonName),
  });
  const signings = [...(await repo.confirmedClauses(db)).map(signing('clause')), ...(await repo.confirmedAuctions(db)).map(signing('auction'))];
  const expensive = mostExpensiveSigning(signings);
  return {
    most_goals_season: mostGoalsInSeason(goals),
    biggest_win: biggestWin(played),
    most_expensive_signing: expensive
      ? { at: expensive.at, player: expensive.player, team: expensive.team, amount: expensive.amount, kind: expensive.kind, season: expensive.season }
      : null,
    longest_unbeaten_run: longestUnbeatenRun(played),
  };
}
