import { ASSISTANT_ANSWER as A, ASSISTANT_MSG, assistantLink, paths, stageName, type Division } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import type { AskerData } from './assistant.asker';
import { asType, LEAGUE_TYPE, when } from './assistant.format';
import * as repo from './assistant.repository';

const LATER_SHOWN = 2;
/** Enough of the fixture to find any round the asker names (a 14-team round robin has 13 per half). */
const UPCOMING_READ = 40;

/** One match the asker's team still has to play: a pending match, or a fixture pairing not loaded yet. */
type PlayWindow = { startsAt: Date; deadlineAt: Date };
type Upcoming = {
  stage: string;
  round: number;
  league: boolean;
  where: string;
  homeId: number;
  home: string;
  away: string;
  date: Date | null;
  window: PlayWindow | null;
};

/**
 * The play window of an upcoming match: when it may be played and its deadline, from its round's
 * window (docs/decisions/024); null while staff have not dated the round, and then the assistant
 * says it does not know (decision 026).
 */
const playWindowOf = (match: Upcoming): PlayWindow | null => match.window;

async function upcomingOf(ctx: ServiceContext, teamId: number, seasonId: number, division: Division | null): Promise<Upcoming[]> {
  const [pending, fixtures, league] = await Promise.all([
    repo.pendingMatches(ctx.db, teamId, seasonId, UPCOMING_READ),
    repo.unplayedFixtures(ctx.db, teamId, seasonId, UPCOMING_READ),
    division ? repo.leagueTournament(ctx.db, seasonId, LEAGUE_TYPE[division]) : Promise.resolve(undefined),
  ]);
  const windows = await repo.roundWindowsOf(ctx.db, [...new Set([...pending.map((m) => m.tournamentId), ...(league ? [league.id] : [])])]);
  const windowOf = (tournamentId: number | undefined, stage: number): PlayWindow | null => {
    const w = windows.find((x) => x.tournamentId === tournamentId && x.stage === stage);
    return w ? { startsAt: w.startsAt, deadlineAt: w.deadlineAt } : null;
  };
  const list: Upcoming[] = [
    ...pending.map((m) => {
      const type = asType(m.type);
      const isLeague = type === 'PD' || type === 'SD';
      return {
        stage: stageName(type, m.stage),
        round: m.stage,
        league: isLeague,
        where: m.tournament,
        homeId: m.homeId,
        home: m.home,
        away: m.away,
        date: m.matchDate,
        window: windowOf(m.tournamentId, m.stage),
      };
    }),
    ...fixtures.map((f) => ({
      stage: stageName(LEAGUE_TYPE[f.division as Division] ?? 'PD', f.round),
      round: f.round,
      league: true,
      where: league?.name ?? f.division,
      homeId: f.homeId,
      home: f.home,
      away: f.away,
      date: null,
      window: windowOf(league?.id, f.round),
    })),
  ];
  return list.sort((a, b) => a.round - b.round);
}

function headline(ctx: ServiceContext, teamId: number, m: Upcoming, first: boolean, withWindow = true) {
  const local = m.homeId === teamId;
  const rival = local ? m.away : m.home;
  const lines = [(first ? A.nextMatch : A.roundMatch)(m.stage, m.where, m.home, m.away, rival, local)];
  if (!withWindow) return lines[0]!;
  const window = playWindowOf(m);
  if (window) lines.push(A.window(when(ctx, window.startsAt), when(ctx, window.deadlineAt)));
  else if (m.date) lines.push(A.matchDated(when(ctx, m.date)));
  else lines.push(A.noWindowYet);
  return lines.join(' ');
}

const fixtureLink = (division: Division | null) => A.seeMore(assistantLink('el fixture', division === 'Segunda' ? paths.fixtureSegunda : paths.fixturePrimera));

/** '¿Contra quién juego la próxima fecha?' (or a round by its number): the rival, home or away, and what follows. */
export async function nextMatches(ctx: ServiceContext, data: AskerData, round: number | null): Promise<string> {
  if (!data.team) return ASSISTANT_MSG.noTeam;
  if (!data.season) return ASSISTANT_MSG.noSeason;
  const team = data.team;
  const upcoming = await upcomingOf(ctx, team.id, data.season.id, team.division || null);
  if (round !== null) {
    const match = upcoming.find((m) => m.league && m.round === round);
    return match ? [headline(ctx, team.id, match, false), fixtureLink(team.division || null)].join('\n') : A.noRound(round, team.name);
  }
  const [next, ...later] = upcoming;
  if (!next) return A.noMatches(team.name, data.season.name);
  const lines = [headline(ctx, team.id, next, true)];
  if (later.length) lines.push(A.laterMatches, ...later.slice(0, LATER_SHOWN).map((m) => A.laterLine(m.stage, m.home, m.away)));
  lines.push(fixtureLink(team.division || null));
  return lines.join('\n');
}

/** '¿Hasta cuándo tengo para jugar la fecha?': the window when the fixture has one; until then, that it does not know. */
export async function playWindow(ctx: ServiceContext, data: AskerData, round: number | null): Promise<string> {
  if (!data.team) return ASSISTANT_MSG.noTeam;
  if (!data.season) return ASSISTANT_MSG.noSeason;
  const upcoming = await upcomingOf(ctx, data.team.id, data.season.id, data.team.division || null);
  const match = round === null ? upcoming[0] : upcoming.find((m) => m.league && m.round === round);
  const window = match && playWindowOf(match);
  if (!match || !window) {
    const known = match ? [headline(ctx, data.team.id, match, round === null, false)] : [];
    return [A.playWindowUnknown(data.season.name), ...known].join('\n');
  }
  return headline(ctx, data.team.id, match, round === null);
}
