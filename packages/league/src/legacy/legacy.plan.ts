import { searchKey } from '../common/text.rules';
import { intlWallClock } from '../calendar/wall-clock.rules';
import type { AnyBetOption, MatchBetOption, PlayerBetOption } from '../bets/bets.rules';
import type { Division, PlayerStatus, Role, TournamentType } from '../constants';
import { formatMoney } from '../market/money.rules';
import { LEGACY_MSG } from './legacy.messages';
import {
  LEGACY_FREE_AGENT_TEAM_ID,
  legacyDivision,
  legacyFlag,
  legacyRating,
  legacyPlayerStatus,
  legacyPosition,
  legacyRole,
  legacyStage,
  legacyTournamentType,
  outcomeOfOdd,
  playerNameIndex,
  resolvePlayerNames,
  titleCounters,
  type BetOdds,
  type TitleCounters,
} from './legacy.rules';
import type { LegacyReport, LegacyReviewRow } from './legacy.schema';
import type { LegacySnapshot, LegacyTable } from './legacy.tables';

/** Entities that keep the old id in a `legacy_id` column (the key that makes a re-run idempotent). */
export const LEGACY_ENTITIES = [
  'users',
  'seasons',
  'teams',
  'players',
  'transfers',
  'tournaments',
  'matches',
  'prizes',
  'statistics',
  'matchBets',
  'playerBets',
  'userBets',
  'playerUserBets',
  'offers',
  'auctions',
] as const;
export type LegacyEntity = (typeof LEGACY_ENTITIES)[number];

/** Ours already, or created earlier in the same run from the old row with this id. */
export type Ref = { ours: number } | { legacy: number };

/**
 * The ladder a user or a team of the old app climbs (decision 018): already imported (its old id
 * is on one of ours), else the Admin's mapping (null: "create it"), else an automatic match. Sets
 * the row's reference, counts it and records it for the review. Returns 'imported', the id of ours
 * it links to, or null when it is to be created.
 */
function linkByLadder(
  id: number,
  rungs: {
    done: number | undefined;
    mapped: number | null | undefined;
    auto: () => { target: number | undefined; how: LegacyReviewRow['how'] };
  },
  into: { refs: Map<number, Ref>; tally: { already: number; linked: number }; review: (target: number | null, how: LegacyReviewRow['how']) => void },
): 'imported' | number | null {
  if (rungs.done !== undefined) {
    into.refs.set(id, { ours: rungs.done });
    into.tally.already++;
    into.review(rungs.done, 'imported');
    return 'imported';
  }
  const auto = rungs.mapped === undefined ? rungs.auto() : undefined;
  const target = rungs.mapped ?? auto?.target;
  if (target === undefined || target === null) return null;
  into.refs.set(id, { ours: target });
  into.tally.linked++;
  into.review(target, rungs.mapped !== undefined ? 'mapped' : auto!.how);
  return target;
}

/** What our league holds that the plan needs: read by the server before planning. */
export interface OurLeague {
  /** The Admin who imports: the author of rows that need one (prizes). */
  actorId: number;
  freeAgentTeamId: number;
  users: { id: number; name: string; email: string; hasTeam: boolean }[];
  teams: { id: number; name: string }[];
  seasons: { id: number; name: string }[];
  /** Old id -> our id, for every row imported before (its legacy_id). */
  imported: Record<LegacyEntity, Record<number, number>>;
  /** Old user ids whose opening entry is written, and its amount. */
  openings: Record<number, number>;
  /** The Admin's corrections: old id -> our id, or null to create it anew. */
  mappings: { users: Record<number, number | null>; teams: Record<number, number | null> };
}

type Link<T> = { legacyId: number; link: number; create?: undefined; extra?: T } | { legacyId: number; link?: undefined; create: T; extra?: undefined };

export interface LegacyPlan {
  users: Link<{ name: string; email: string; rol: Role; active: boolean }>[];
  openings: { legacyUserId: number; user: Ref; amount: number }[];
  seasons: Link<{ name: string; startDate: string; endDate: string | null; active: boolean; archived: boolean }>[];
  teams: (Link<{ name: string; division: Division | null; user: Ref | null }> & { titles: TitleCounters })[];
  players: { legacyId: number; create: { name: string; team: Ref; status: PlayerStatus; value: number; ca: number; pa: number; age: number } }[];
  transfers: {
    legacyId: number;
    create: {
      season: Ref;
      from: Ref;
      to: Ref;
      budget: number;
      confirmed: 'yes' | 'no';
      createdBy: Ref;
      buyBy: Ref;
      soldBy: Ref;
      confirmedBy: Ref | null;
      text: string;
      players: Ref[];
      createdAt: string | null;
    };
  }[];
  tournaments: { legacyId: number; create: { name: string; startDate: string; endDate: string; season: Ref; type: TournamentType } }[];
  matches: {
    legacyId: number;
    create: { tournament: Ref; home: Ref; away: Ref; scoreHome: number; scoreAway: number; stage: number; status: 'pending' | 'completed'; matchDate: string };
  }[];
  prizes: { legacyId: number; create: { tournament: Ref; team: Ref; user: Ref | null; amount: number; position: number; description: string } }[];
  statistics: { legacyId: number; create: LegacyStatistic }[];
  matchBets: {
    legacyId: number;
    create: { match: string; description: string; odds: Record<MatchBetOption, string>; createdBy: Ref; createdAt: string | null };
  }[];
  playerBets: {
    legacyId: number;
    create: { name: string; description: string; odds: Record<PlayerBetOption, string>; createdBy: Ref; createdAt: string | null };
  }[];
  /** The stakes of bet_user (`from: 'bets'`) and playerbet_user (`from: 'player_bets'`): history, no money moves. */
  userBets: { legacyId: number; from: 'bets' | 'player_bets'; create: LegacyUserBet }[];
  /** Old rescissions as our release-clause offers: history, never open (decision 018). */
  offers: { legacyId: number; create: LegacyOffer }[];
  /** Old auctions with their one bid: history, never open, no money moves. */
  auctions: { legacyId: number; create: LegacyAuction }[];
  report: LegacyReport;
}

/** One player's line of one match (our match_statistics); the old `mvp` flag is 0/1. */
export interface LegacyStatistic {
  match: Ref;
  player: Ref;
  tournament: Ref;
  team: Ref;
  user: Ref | null;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  simpleInjuries: number;
  seriousInjuries: number;
  mvp: number;
  /** The old rating with its one decimal ('8.5'), null when the old line had none. */
  rating: string | null;
}

export interface LegacyUserBet {
  user: Ref;
  bet: Ref;
  amount: number;
  option: AnyBetOption;
  odd: string;
  confirmed: 'yes' | 'no';
  createdAt: string | null;
}

export interface LegacyOffer {
  player: Ref;
  name: string;
  team: Ref;
  createdBy: Ref;
  season: Ref;
  value: number;
  otherPlayers: string;
  extraValue: number;
  totalValue: number;
  confirmed: 'yes' | 'no';
  active: 'yes' | 'no';
  createdAt: string | null;
}

export interface LegacyAuction {
  player: Ref;
  team: Ref;
  season: Ref;
  createdBy: Ref;
  status: 'confirmed' | 'cancelled' | 'deserted';
  /** The old `close`; the apply never lets it end after the import. */
  endsAt: string | null;
  bid: { user: Ref; team: Ref; amount: number } | null;
  createdAt: string | null;
}

const int = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Math.trunc(Number(v)));
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const rowsOf = (s: LegacySnapshot, t: LegacyTable) => s[t] ?? [];

/** A plan of what an import creates, links and cannot map; pure, so a dry run and the apply agree. */
export function planLegacyImport(snapshot: LegacySnapshot, ours: OurLeague, options: { tz: string; missing?: string[] }): LegacyPlan {
  const problems: LegacyReport['problems'] = [];
  const tables: LegacyReport['tables'] = [];
  const problem = (table: string, legacyId: number | null, reason: string) => problems.push({ table, legacy_id: legacyId, reason });
  const count = (table: string, found: number) => {
    const c = { table, found, create: 0, linked: 0, already: 0, skipped: 0 };
    tables.push(c);
    return c;
  };
  const clock = intlWallClock(options.tz);
  const instant = (v: unknown): string | null => {
    const t = text(v).trim();
    if (!t || t.startsWith('0000')) return null;
    // The old app's DATETIME ('YYYY-MM-DD HH:MM:SS', a fraction of a second ignored) or DATE (noon).
    const parts = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/.exec(t);
    if (!parts || (parts[0].length !== t.length && !/^\.\d+$/.test(t.slice(parts[0].length)))) return null;
    const d = clock.instant(`${parts[1]}T${parts[2] ?? '12:00:00'}`);
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  };

  // Users: already imported, mapped by the Admin, matched by email, or new.
  const userRef = new Map<number, Ref>();
  const userHasTeam = new Set<string>(ours.users.filter((u) => u.hasTeam).map((u) => `o${u.id}`));
  const ourUser = new Map(ours.users.map((u) => [u.id, u]));
  const byEmail = new Map(ours.users.map((u) => [u.email.toLowerCase(), u.id]));
  const users: LegacyPlan['users'] = [];
  const reviewUsers: LegacyReviewRow[] = [];
  const userCount = count('users', rowsOf(snapshot, 'users').length);
  for (const row of rowsOf(snapshot, 'users')) {
    const id = int(row.id)!;
    const email = text(row.email).trim().toLowerCase();
    const review = (target: number | null, how: LegacyReviewRow['how']) =>
      reviewUsers.push({
        legacy_id: id,
        legacy_name: text(row.name),
        detail: email,
        target_id: target,
        target_name: target ? (ourUser.get(target)?.name ?? null) : null,
        how,
      });
    const step = linkByLadder(
      id,
      { done: ours.imported.users[id], mapped: ours.mappings.users[id], auto: () => ({ target: email ? byEmail.get(email) : undefined, how: 'matched' }) },
      { refs: userRef, tally: userCount, review },
    );
    if (step === 'imported') continue;
    if (step !== null) {
      users.push({ legacyId: id, link: step });
      continue;
    }
    const rol = legacyRole(row.rol);
    if (!rol) problem('users', id, LEGACY_MSG.unknownRole(text(row.rol)));
    if (!email) problem('users', id, LEGACY_MSG.noEmail);
    userRef.set(id, { legacy: id });
    users.push({
      legacyId: id,
      create: {
        name: text(row.name).slice(0, 55) || `Usuario ${id}`,
        email: email || `legacy-${id}@invalid`,
        rol: rol ?? 'visitante',
        active: !row.deleted_at,
      },
    });
    userCount.create++;
    review(null, 'new');
  }
  if (userCount.create) problem('users', null, LEGACY_MSG.passwordsNotKept);
  const refKey = (r: Ref) => ('ours' in r ? `o${r.ours}` : `l${r.legacy}`);

  // Money: one opening entry per user with the old budget; the old ledger's last balance is compared.
  const lastBalance = new Map<number, { id: number; balance: number }>();
  for (const t of rowsOf(snapshot, 'transactions')) {
    const uid = int(t.user_id);
    const tid = int(t.id) ?? 0;
    if (uid === null) continue;
    const prev = lastBalance.get(uid);
    if (!prev || tid > prev.id) lastBalance.set(uid, { id: tid, balance: Math.round(Number(t.current_balance ?? 0)) });
  }
  const openings: LegacyPlan['openings'] = [];
  const money: LegacyReport['money'] = { old_budgets: 0, openings: 0, differences: [] };
  count('transactions', rowsOf(snapshot, 'transactions').length).skipped = rowsOf(snapshot, 'transactions').length;
  for (const row of rowsOf(snapshot, 'users')) {
    const id = int(row.id)!;
    const budget = int(row.profits);
    if (budget === null) problem('users', id, LEGACY_MSG.nullBudget);
    money.old_budgets += budget ?? 0;
    const ledger = lastBalance.get(id);
    if (ledger && ledger.balance !== (budget ?? 0)) {
      money.differences.push({ legacy_user_id: id, name: text(row.name), budget: budget ?? 0, ledger_balance: ledger.balance });
      problem('users', id, LEGACY_MSG.ledgerDiffers(formatMoney(budget ?? 0), formatMoney(ledger.balance)));
    }
    const opened = ours.openings[id];
    if (opened !== undefined) money.openings += opened;
    else {
      money.openings += budget ?? 0;
      if (budget) openings.push({ legacyUserId: id, user: userRef.get(id)!, amount: budget });
    }
  }

  // Seasons: by old id, else by name; the old active one stays current, the others become archives.
  const seasonRef = new Map<number, Ref>();
  const seasonByName = new Map(ours.seasons.map((s) => [searchKey(s.name), s.id]));
  const seasons: LegacyPlan['seasons'] = [];
  const seasonCount = count('seasons', rowsOf(snapshot, 'seasons').length);
  for (const row of rowsOf(snapshot, 'seasons')) {
    const id = int(row.id)!;
    const done = ours.imported.seasons[id];
    if (done !== undefined) {
      seasonRef.set(id, { ours: done });
      seasonCount.already++;
      continue;
    }
    const named = seasonByName.get(searchKey(text(row.name)));
    if (named !== undefined) {
      seasonRef.set(id, { ours: named });
      seasons.push({ legacyId: id, link: named });
      seasonCount.linked++;
      continue;
    }
    const active = legacyFlag(row.active);
    if (active === undefined) problem('seasons', id, LEGACY_MSG.unknownFlag('seasons.active', text(row.active)));
    seasonRef.set(id, { legacy: id });
    seasons.push({
      legacyId: id,
      create: {
        name: text(row.name).slice(0, 100),
        startDate: instant(row.start) ?? new Date(0).toISOString(),
        endDate: instant(row.end),
        active: active === true,
        archived: active !== true,
      },
    });
    seasonCount.create++;
  }

  // Teams: the old free-agent team is our free-agent team; else by old id, the Admin's mapping, the name, or new.
  const teamRef = new Map<number, Ref>();
  const ourTeam = new Map(ours.teams.map((t) => [t.id, t]));
  const teamByName = new Map(ours.teams.map((t) => [searchKey(t.name), t.id]));
  const namesTaken = new Set(ours.teams.map((t) => searchKey(t.name)));
  const teams: LegacyPlan['teams'] = [];
  const reviewTeams: LegacyReviewRow[] = [];
  const teamCount = count('teams', rowsOf(snapshot, 'teams').length);
  for (const row of rowsOf(snapshot, 'teams')) {
    const id = int(row.id)!;
    const name = text(row.name).trim();
    const titles = titleCounters(row);
    const review = (target: number | null, how: LegacyReviewRow['how']) =>
      reviewTeams.push({
        legacy_id: id,
        legacy_name: name,
        detail: text(row.division),
        target_id: target,
        target_name: target ? (ourTeam.get(target)?.name ?? null) : null,
        how,
      });
    const step = linkByLadder(
      id,
      {
        done: ours.imported.teams[id],
        mapped: ours.mappings.teams[id],
        auto: () =>
          id === LEGACY_FREE_AGENT_TEAM_ID ? { target: ours.freeAgentTeamId, how: 'free_agents' } : { target: teamByName.get(searchKey(name)), how: 'matched' },
      },
      { refs: teamRef, tally: teamCount, review },
    );
    if (step === 'imported') continue;
    if (step !== null) {
      teams.push({ legacyId: id, link: step, titles });
      continue;
    }
    const division = legacyDivision(row.division);
    if (!division) problem('teams', id, LEGACY_MSG.unknownDivision(text(row.division)));
    let owner: Ref | null = null;
    const oldUser = int(row.id_user);
    if (oldUser !== null) {
      const ref = userRef.get(oldUser);
      if (!ref) problem('teams', id, LEGACY_MSG.danglingUser('id_user', oldUser));
      else if (userHasTeam.has(refKey(ref))) problem('teams', id, LEGACY_MSG.userWithTwoTeams(oldUser));
      else {
        owner = ref;
        userHasTeam.add(refKey(ref));
      }
    }
    let newName = name.slice(0, 90) || `Equipo ${id}`;
    if (namesTaken.has(searchKey(newName))) {
      problem('teams', id, LEGACY_MSG.duplicatedTeamName(name));
      newName = `${newName} (#${id})`;
    }
    namesTaken.add(searchKey(newName));
    teamRef.set(id, { legacy: id });
    teams.push({ legacyId: id, create: { name: newName, division: division?.division ?? null, user: owner }, titles });
    teamCount.create++;
    review(null, 'new');
  }

  // Players: soft-deleted ones stay behind; a player without a (known) team is a free agent.
  const freeAgentsRef: Ref = teamRef.get(LEGACY_FREE_AGENT_TEAM_ID) ?? { ours: ours.freeAgentTeamId };
  const playerRef = new Map<number, Ref>();
  const players: LegacyPlan['players'] = [];
  const playerCount = count('players', rowsOf(snapshot, 'players').length);
  for (const row of rowsOf(snapshot, 'players')) {
    const id = int(row.id)!;
    const done = ours.imported.players[id];
    if (done !== undefined) {
      playerRef.set(id, { ours: done });
      playerCount.already++;
      continue;
    }
    if (row.deleted_at) {
      problem('players', id, LEGACY_MSG.deletedPlayer);
      playerCount.skipped++;
      continue;
    }
    const oldTeam = int(row.id_team);
    let team = oldTeam === null ? freeAgentsRef : teamRef.get(oldTeam);
    if (!team) {
      problem('players', id, `${LEGACY_MSG.danglingTeam('id_team', oldTeam!)} ${LEGACY_MSG.playerTeamToFreeAgents}`);
      team = freeAgentsRef;
    }
    const status = legacyPlayerStatus(row.status);
    if (!status) problem('players', id, LEGACY_MSG.unknownPlayerStatus(text(row.status)));
    playerRef.set(id, { legacy: id });
    players.push({
      legacyId: id,
      create: {
        name: text(row.name).trim().slice(0, 100),
        team,
        status: status ?? 'registrado',
        value: Math.max(0, int(row.value) ?? 15_000_000),
        ca: int(row.ca) ?? 0,
        pa: int(row.pa) ?? 0,
        age: int(row.age) ?? 0,
      },
    });
    playerCount.create++;
  }

  // Transfers: names to player ids; a name that is not exactly one live player is reported.
  const nameIndex = playerNameIndex(rowsOf(snapshot, 'players').map((p) => ({ id: int(p.id)!, name: text(p.name), deleted: Boolean(p.deleted_at) })));
  const transfers: LegacyPlan['transfers'] = [];
  const transferCount = count('transfers', rowsOf(snapshot, 'transfers').length);
  for (const row of rowsOf(snapshot, 'transfers')) {
    const id = int(row.id)!;
    if (ours.imported.transfers[id] !== undefined) {
      transferCount.already++;
      continue;
    }
    const reasons: string[] = [];
    const season = seasonOf(row.id_season, seasonRef, reasons);
    const from = teamOf('id_team_from', row.id_team_from, teamRef, reasons);
    const to = teamOf('id_team_to', row.id_team_to, teamRef, reasons);
    const user = (column: string) => {
      const v = int(row[column]);
      if (v === null) return null;
      const ref = userRef.get(v);
      if (!ref) reasons.push(LEGACY_MSG.danglingUser(column, v));
      return ref ?? null;
    };
    const createdBy = user('created_by');
    const buyBy = user('buy_by') ?? createdBy;
    const soldBy = user('sold_by') ?? createdBy;
    const confirmedBy = user('confirmed_by');
    if (!buyBy || !soldBy || !createdBy) reasons.push(LEGACY_MSG.noParties);
    const confirmed = legacyFlag(row.confirmed);
    if (confirmed === undefined) reasons.push(LEGACY_MSG.unknownFlag('transfers.confirmed', text(row.confirmed)));
    const names = resolvePlayerNames(row.transferred_players, nameIndex);
    for (const p of names.problems) problem('transfers', id, nameProblem(p));
    if (reasons.length || !season || !from || !to || !buyBy || !soldBy || !createdBy) {
      for (const r of reasons) problem('transfers', id, r);
      transferCount.skipped++;
      continue;
    }
    const playerRefs = names.ids.map((p) => playerRef.get(p)).filter((r): r is Ref => r !== undefined);
    transfers.push({
      legacyId: id,
      create: {
        season,
        from,
        to,
        budget: Math.max(0, int(row.budget) ?? 0),
        confirmed: confirmed ? 'yes' : 'no',
        createdBy,
        buyBy,
        soldBy,
        confirmedBy,
        text: text(row.transferred_players),
        players: playerRefs,
        createdAt: instant(row.created_at),
      },
    });
    transferCount.create++;
  }

  // Tournaments and their matches.
  const tournamentRef = new Map<number, { ref: Ref; type: TournamentType }>();
  const tournaments: LegacyPlan['tournaments'] = [];
  const tournamentCount = count('tournaments', rowsOf(snapshot, 'tournaments').length);
  const seasonRows = new Map(rowsOf(snapshot, 'seasons').map((s) => [int(s.id), s]));
  for (const row of rowsOf(snapshot, 'tournaments')) {
    const id = int(row.id)!;
    const type = legacyTournamentType(row.format);
    const done = ours.imported.tournaments[id];
    if (done !== undefined) {
      if (type) tournamentRef.set(id, { ref: { ours: done }, type });
      tournamentCount.already++;
      continue;
    }
    const reasons: string[] = [];
    const season = seasonOf(row.season_id, seasonRef, reasons);
    if (!type) reasons.push(LEGACY_MSG.unknownTournamentType(text(row.format)));
    if (!season || !type) {
      for (const r of reasons) problem('tournaments', id, r);
      tournamentCount.skipped++;
      continue;
    }
    const seasonRow = seasonRows.get(int(row.season_id));
    const day = (v: unknown, fallback: unknown) => (text(v) || text(fallback)).slice(0, 10) || '1970-01-01';
    tournamentRef.set(id, { ref: { legacy: id }, type });
    tournaments.push({
      legacyId: id,
      create: {
        name: text(row.name).slice(0, 100),
        startDate: day(row.start_date, seasonRow?.start),
        endDate: day(row.end_date, seasonRow?.end ?? seasonRow?.start),
        season,
        type,
      },
    });
    tournamentCount.create++;
  }

  const matches: LegacyPlan['matches'] = [];
  const matchCount = count('games', rowsOf(snapshot, 'games').length);
  const matchKeys = new Set<string>();
  const matchRef = new Map<number, { ref: Ref; tournament: Ref; home: Ref; away: Ref }>();
  for (const row of rowsOf(snapshot, 'games')) {
    const id = int(row.id)!;
    const reasons: string[] = [];
    const tid = int(row.tournament_id);
    const tournament = tid === null ? undefined : tournamentRef.get(tid);
    if (!tournament) reasons.push(LEGACY_MSG.danglingTournament(tid ?? 0));
    const home = teamOf('team_home_id', row.team_home_id, teamRef, reasons);
    const away = teamOf('team_away_id', row.team_away_id, teamRef, reasons);
    const stage = tournament ? legacyStage(tournament.type, row.stage) : undefined;
    if (tournament && stage === undefined) reasons.push(LEGACY_MSG.unknownStage(text(row.stage)));
    const key = tournament && home && away ? `${refKey(tournament.ref)}|${refKey(home)}|${refKey(away)}|${stage}` : '';
    // A match imported before still holds its place: a duplicate of it stays out on a re-run too.
    if (ours.imported.matches[id] !== undefined) {
      matchKeys.add(key);
      if (tournament && home && away) matchRef.set(id, { ref: { ours: ours.imported.matches[id] }, tournament: tournament.ref, home, away });
      matchCount.already++;
      continue;
    }
    if (key && matchKeys.has(key)) reasons.push(LEGACY_MSG.duplicatedMatch);
    if (reasons.length || !tournament || !home || !away || stage === undefined) {
      for (const r of reasons) problem('games', id, r);
      matchCount.skipped++;
      continue;
    }
    matchKeys.add(key);
    matchRef.set(id, { ref: { legacy: id }, tournament: tournament.ref, home, away });
    matches.push({
      legacyId: id,
      create: {
        tournament: tournament.ref,
        home,
        away,
        scoreHome: int(row.score_home) ?? 0,
        scoreAway: int(row.score_away) ?? 0,
        stage,
        status: text(row.status) === 'completed' ? 'completed' : 'pending',
        matchDate: instant(row.match_date) ?? new Date(0).toISOString(),
      },
    });
    matchCount.create++;
  }

  // Prizes: decimal amounts in pesos; the team's user (if any) is the one paid.
  const prizes: LegacyPlan['prizes'] = [];
  const prizeRows = prizeAssignments(snapshot);
  const prizeCount = count('prizes', prizeRows.length);
  const prizeKeys = new Set<string>();
  const teamOwner = new Map(teams.filter((t) => t.create).map((t) => [refKey({ legacy: t.legacyId }), t.create!.user]));
  if (prizeRows.some((r) => r.position === undefined)) problem('prizes', null, LEGACY_MSG.prizePositionAssumed);
  for (const row of prizeRows) {
    const id = int(row.id)!;
    const reasons: string[] = [];
    const tid = int(row.tournament_id);
    const tournament = tid === null ? undefined : tournamentRef.get(tid);
    if (!tournament) reasons.push(LEGACY_MSG.danglingTournament(tid ?? 0));
    const team = teamOf('team_id', row.team_id, teamRef, reasons);
    const position = row.position === undefined ? 1 : legacyPosition(row.position);
    if (position === undefined) reasons.push(LEGACY_MSG.unknownPosition(text(row.position)));
    const key = tournament && team ? `${refKey(tournament.ref)}|${refKey(team)}|${position}` : '';
    if (ours.imported.prizes[id] !== undefined) {
      prizeKeys.add(key);
      prizeCount.already++;
      continue;
    }
    if (key && prizeKeys.has(key)) reasons.push(LEGACY_MSG.duplicatedPrize);
    if (reasons.length || !tournament || !team || position === undefined) {
      for (const r of reasons) problem('prizes', id, r);
      prizeCount.skipped++;
      continue;
    }
    prizeKeys.add(key);
    const amount = Number(row.amount ?? 0);
    if (!Number.isInteger(amount)) problem('prizes', id, LEGACY_MSG.roundedPrize(text(row.amount)));
    prizes.push({
      legacyId: id,
      create: {
        tournament: tournament.ref,
        team,
        user: teamOwner.get(refKey(team)) ?? null,
        amount: Math.max(0, Math.round(amount)),
        position,
        description: text(row.description),
      },
    });
    prizeCount.create++;
  }

  // Match statistics: one line per (match, player), in the match's tournament; the team is the old
  // team_id when the old app kept it, else the player's team, and must be one of the match's two.
  const statistics: LegacyPlan['statistics'] = [];
  const statRows = rowsOf(snapshot, 'match_statistics');
  const statCount = count('match_statistics', statRows.length);
  const statKeys = new Set<string>();
  const oldPlayerTeam = new Map(rowsOf(snapshot, 'players').map((p) => [int(p.id), int(p.id_team)]));
  for (const row of statRows) {
    const id = int(row.id)!;
    const reasons: string[] = [];
    const mid = int(row.match_id);
    const match = mid === null ? undefined : matchRef.get(mid);
    if (!match) reasons.push(LEGACY_MSG.danglingMatch(mid ?? 0));
    const pid = int(row.player_id);
    const player = pid === null ? undefined : playerRef.get(pid);
    if (!player) reasons.push(LEGACY_MSG.danglingPlayer(pid ?? 0));
    const oldTeam = int(row.team_id) ?? oldPlayerTeam.get(pid) ?? null;
    const team = oldTeam === null ? undefined : teamRef.get(oldTeam);
    if (match && (!team || (refKey(team) !== refKey(match.home) && refKey(team) !== refKey(match.away)))) reasons.push(LEGACY_MSG.statisticTeamNotInMatch);
    const key = match && player ? `${refKey(match.ref)}|${refKey(player)}` : '';
    if (ours.imported.statistics[id] !== undefined) {
      statKeys.add(key);
      statCount.already++;
      continue;
    }
    if (key && statKeys.has(key)) reasons.push(LEGACY_MSG.duplicatedStatistic);
    if (reasons.length || !match || !player || !team) {
      for (const r of reasons) problem('match_statistics', id, r);
      statCount.skipped++;
      continue;
    }
    statKeys.add(key);
    const uid = int(row.user_id);
    const n = (column: string) => Math.max(0, int(row[column]) ?? 0);
    statistics.push({
      legacyId: id,
      create: {
        match: match.ref,
        player,
        tournament: match.tournament,
        team,
        user: uid === null ? null : (userRef.get(uid) ?? null),
        goals: n('goals'),
        assists: n('assists'),
        yellowCards: n('yellow_cards'),
        redCards: n('red_cards'),
        simpleInjuries: n('simple_injuries'),
        seriousInjuries: n('serious_injuries'),
        mvp: legacyFlag(row.mvp) === true || n('mvp') > 0 ? 1 : 0,
        rating: legacyRating(row.rating),
      },
    });
    statCount.create++;
  }

  // Bets and their stakes: history (decision 018). A bet comes in closed; a stake keeps its old
  // confirmation and its option is the one whose odd it chose; no money moves (the openings carry it).
  const creatorOf = (v: unknown): Ref => {
    const uid = int(v);
    return (uid === null ? undefined : userRef.get(uid)) ?? { ours: ours.actorId };
  };
  const odd = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v).toFixed(2) : '0.00');
  const matchBets: LegacyPlan['matchBets'] = [];
  const playerBets: LegacyPlan['playerBets'] = [];
  const betRef = { bets: new Map<number, Ref>(), player_bets: new Map<number, Ref>() };
  const betOdds = { bets: new Map<number, BetOdds>(), player_bets: new Map<number, BetOdds>() };
  for (const table of ['bets', 'player_bets'] as const) {
    const c = count(table, rowsOf(snapshot, table).length);
    for (const row of rowsOf(snapshot, table)) {
      const id = int(row.id)!;
      const odds: BetOdds =
        table === 'bets'
          ? { Home: row.home_odd, Draw: row.draw_odd, Away: row.away_odd, Under: row.under, Over: row.over }
          : { Goal: row.goal_odd, Card: row.card_odd };
      betOdds[table].set(id, odds);
      const done = ours.imported[table === 'bets' ? 'matchBets' : 'playerBets'][id];
      if (done !== undefined) {
        betRef[table].set(id, { ours: done });
        c.already++;
        continue;
      }
      if (legacyFlag(row.active) !== false) problem(table, id, LEGACY_MSG.betClosed);
      betRef[table].set(id, { legacy: id });
      const common = { description: text(row.description), createdBy: creatorOf(row.created_by), createdAt: instant(row.created_at) };
      if (table === 'bets')
        matchBets.push({
          legacyId: id,
          create: {
            ...common,
            match: text(row.match).slice(0, 150),
            odds: { Home: odd(row.home_odd), Away: odd(row.away_odd), Draw: odd(row.draw_odd), Over: odd(row.over), Under: odd(row.under) },
          },
        });
      else
        playerBets.push({
          legacyId: id,
          create: { ...common, name: text(row.name).slice(0, 150), odds: { Goal: odd(row.goal_odd), Card: odd(row.card_odd) } },
        });
      c.create++;
    }
  }
  const userBets: LegacyPlan['userBets'] = [];
  for (const [table, from, column] of [
    ['bet_user', 'bets', 'id_bet'],
    ['playerbet_user', 'player_bets', 'id_player_bets'],
  ] as const) {
    const c = count(table, rowsOf(snapshot, table).length);
    for (const row of rowsOf(snapshot, table)) {
      const id = int(row.id)!;
      if (ours.imported[from === 'bets' ? 'userBets' : 'playerUserBets'][id] !== undefined) {
        c.already++;
        continue;
      }
      const reasons: string[] = [];
      const betId = int(row[column]);
      const bet = betId === null ? undefined : betRef[from].get(betId);
      if (!bet) reasons.push(LEGACY_MSG.danglingBet(column, betId ?? 0));
      const uid = int(row.id_user);
      const user = uid === null ? undefined : userRef.get(uid);
      if (!user) reasons.push(LEGACY_MSG.danglingUser('id_user', uid ?? 0));
      const odds = betId === null ? undefined : betOdds[from].get(betId);
      const outcome = odds ? outcomeOfOdd(row.selected_option, odds) : undefined;
      if (outcome && 'ambiguous' in outcome) reasons.push(LEGACY_MSG.ambiguousOdd(text(row.selected_option)));
      if (outcome && 'unknown' in outcome) reasons.push(LEGACY_MSG.unknownOdd(text(row.selected_option)));
      const confirmed = legacyFlag(row.confirmed);
      if (confirmed === undefined) reasons.push(LEGACY_MSG.unknownFlag(`${table}.confirmed`, text(row.confirmed)));
      if (reasons.length || !bet || !user || !outcome || !('outcome' in outcome) || confirmed === undefined) {
        for (const r of reasons) problem(table, id, r);
        c.skipped++;
        continue;
      }
      if (!confirmed) problem(table, id, LEGACY_MSG.pendingUserBet);
      userBets.push({
        legacyId: id,
        from,
        create: {
          user,
          bet,
          amount: Math.max(0, int(row.amount) ?? 0),
          option: outcome.outcome,
          odd: odd(row.selected_option),
          confirmed: confirmed ? 'yes' : 'no',
          createdAt: instant(row.created_at),
        },
      });
      c.create++;
    }
  }
  // Rescissions (offers) and auctions: history. An old offer still open (not confirmed, active)
  // comes in closed, so it never reserves a player; an open auction comes in cancelled.
  const offers: LegacyPlan['offers'] = [];
  const offerCount = count('rescissions', rowsOf(snapshot, 'rescissions').length);
  const userOf = (column: string, v: unknown, reasons: string[]) => {
    const uid = int(v);
    const ref = uid === null ? undefined : userRef.get(uid);
    if (!ref) reasons.push(LEGACY_MSG.danglingUser(column, uid ?? 0));
    return ref;
  };
  const playerOf = (v: unknown, reasons: string[]) => {
    const pid = int(v);
    const ref = pid === null ? undefined : playerRef.get(pid);
    if (!ref) reasons.push(LEGACY_MSG.danglingPlayer(pid ?? 0));
    return ref;
  };
  for (const row of rowsOf(snapshot, 'rescissions')) {
    const id = int(row.id)!;
    if (ours.imported.offers[id] !== undefined) {
      offerCount.already++;
      continue;
    }
    const reasons: string[] = [];
    const player = playerOf(row.id_player, reasons);
    const team = teamOf('id_team', row.id_team, teamRef, reasons);
    const createdBy = userOf('created_by', row.created_by, reasons);
    const season = seasonOf(row.id_season, seasonRef, reasons);
    const confirmed = legacyFlag(row.confirmed);
    const active = legacyFlag(row.active ?? 'yes');
    if (confirmed === undefined) reasons.push(LEGACY_MSG.unknownFlag('rescissions.confirmed', text(row.confirmed)));
    if (active === undefined) reasons.push(LEGACY_MSG.unknownFlag('rescissions.active', text(row.active)));
    if (reasons.length || !player || !team || !createdBy || !season || confirmed === undefined || active === undefined) {
      for (const r of reasons) problem('rescissions', id, r);
      offerCount.skipped++;
      continue;
    }
    const open = !confirmed && active;
    if (open) problem('rescissions', id, LEGACY_MSG.offerClosed);
    const value = Math.max(0, int(row.value) ?? 0);
    const extraValue = Math.max(0, int(row.extra_value) ?? 0);
    const other = row.other_players;
    offers.push({
      legacyId: id,
      create: {
        player,
        name: text(row.name).slice(0, 100),
        team,
        createdBy,
        season,
        value,
        otherPlayers: other === null || other === undefined || other === '' ? '[]' : typeof other === 'string' ? other : JSON.stringify(other),
        extraValue,
        totalValue: Math.max(0, int(row.total_value) ?? value + extraValue),
        confirmed: confirmed ? 'yes' : 'no',
        active: active && !open ? 'yes' : 'no',
        createdAt: instant(row.created_at),
      },
    });
    offerCount.create++;
  }

  const auctions: LegacyPlan['auctions'] = [];
  const auctionCount = count('auctions', rowsOf(snapshot, 'auctions').length);
  // A bidder's team when the old row does not say: their first team (a second one is imported without owner).
  const teamOfUser = new Map<number | null, number | null>();
  for (const t of rowsOf(snapshot, 'teams')) if (!teamOfUser.has(int(t.id_user))) teamOfUser.set(int(t.id_user), int(t.id));
  for (const row of rowsOf(snapshot, 'auctions')) {
    const id = int(row.id)!;
    if (ours.imported.auctions[id] !== undefined) {
      auctionCount.already++;
      continue;
    }
    const reasons: string[] = [];
    const player = playerOf(row.id_player, reasons);
    const team = teamOf('id_team', row.id_team, teamRef, reasons);
    const createdBy = userOf('created_by', row.created_by, reasons);
    const season = seasonOf(row.id_season, seasonRef, reasons);
    const confirmed = legacyFlag(row.confirmed);
    const active = legacyFlag(row.active);
    if (confirmed === undefined) reasons.push(LEGACY_MSG.unknownFlag('auctions.confirmed', text(row.confirmed)));
    let bid: LegacyAuction['bid'] = null;
    if (int(row.auctioned_by) !== null) {
      const user = userOf('auctioned_by', row.auctioned_by, reasons);
      const bidderTeam = int(row.to_team_id) ?? teamOfUser.get(int(row.auctioned_by)) ?? null;
      const teamRefOfBid = bidderTeam === null ? undefined : teamRef.get(bidderTeam);
      if (!teamRefOfBid) reasons.push(LEGACY_MSG.noBidderTeam);
      if (user && teamRefOfBid) bid = { user, team: teamRefOfBid, amount: Math.max(0, int(row.amount) ?? 0) };
    }
    if (reasons.length || !player || !team || !createdBy || !season || confirmed === undefined) {
      for (const r of reasons) problem('auctions', id, r);
      auctionCount.skipped++;
      continue;
    }
    if (!confirmed && active === true) problem('auctions', id, LEGACY_MSG.auctionClosed);
    auctions.push({
      legacyId: id,
      create: {
        player,
        team,
        season,
        createdBy,
        status: confirmed && bid ? 'confirmed' : bid ? 'cancelled' : 'deserted',
        endsAt: instant(row.close) ?? instant(row.created_at),
        bid,
        createdAt: instant(row.created_at),
      },
    });
    auctionCount.create++;
  }
  for (const table of ['standings'] as const) {
    const n = rowsOf(snapshot, table).length;
    count(table, n).skipped = n;
    if (n) problem(table, null, LEGACY_MSG.notImported);
  }

  return {
    users,
    openings,
    seasons,
    teams,
    players,
    transfers,
    tournaments,
    matches,
    prizes,
    statistics,
    matchBets,
    playerBets,
    userBets,
    offers,
    auctions,
    report: { tables, problems, review: { users: reviewUsers, teams: reviewTeams }, money, missing: options.missing ?? [] },
  };
}

/**
 * The prizes as (prize, team) rows. Since 2026-05 the old app keeps the team (and drops the
 * position) in the `prize_team` pivot: then each pivot row is one prize of ours, keyed by the
 * pivot's id; before, each `prizes` row is (decision 018).
 */
function prizeAssignments(snapshot: LegacySnapshot): Record<string, unknown>[] {
  const pivot = snapshot.prize_team ?? [];
  if (!pivot.length) return snapshot.prizes ?? [];
  const prizes = new Map((snapshot.prizes ?? []).map((p) => [int(p.id), p]));
  return pivot.map((a) => {
    const prize = prizes.get(int(a.prize_id)) ?? {};
    return { ...prize, id: a.id, team_id: a.team_id, position: 'position' in prize ? prize.position : undefined };
  });
}

function seasonOf(value: unknown, seasons: Map<number, Ref>, reasons: string[]): Ref | undefined {
  const id = int(value);
  if (id === null) {
    reasons.push(LEGACY_MSG.noSeason);
    return undefined;
  }
  const ref = seasons.get(id);
  if (!ref) reasons.push(LEGACY_MSG.danglingSeason(id));
  return ref;
}

function teamOf(column: string, value: unknown, teams: Map<number, Ref>, reasons: string[]): Ref | undefined {
  const id = int(value);
  const ref = id === null ? undefined : teams.get(id);
  if (!ref) reasons.push(LEGACY_MSG.danglingTeam(column, id ?? 0));
  return ref;
}

function nameProblem(p: { name: string; kind: 'unknown' | 'deleted' | 'ambiguous'; count?: number }) {
  if (p.kind === 'ambiguous') return LEGACY_MSG.ambiguousPlayerName(p.name, p.count ?? 2);
  if (p.kind === 'deleted') return LEGACY_MSG.deletedPlayerName(p.name);
  return LEGACY_MSG.unknownPlayerName(p.name);
}
