import { LEGACY_MSG, planLegacyImport, searchKey, type LegacyEntity, type LegacyPlan, type LegacyReport, type Ref } from '@superliga/league';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { moneyTransaction } from '../../lib/transaction';
import { applyMovements } from '../../market/money';
import { freeAgentTeamId } from '../settings/settings.service';
import type { LegacyRead } from './legacy-reader';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import * as repo from './legacy-import.repository';

/** No password of the old app is kept (bcrypt, not ours): an imported user sets one anew (decision 018). */
const NO_PASSWORD = '!legacy-import';

type Options = { actorId: number; tz: string };

async function plan(db: DbOrTx, read: LegacyRead, options: Options): Promise<LegacyPlan> {
  const [users, teams, seasons, imported, openings, mappings, freeAgents] = await Promise.all([
    repo.listUsers(db),
    repo.listTeams(db),
    repo.listSeasons(db),
    repo.importedIds(db),
    repo.openings(db),
    repo.mappings(db),
    freeAgentTeamId(db),
  ]);
  return planLegacyImport(
    read.snapshot,
    { actorId: options.actorId, freeAgentTeamId: freeAgents, users, teams, seasons, imported, openings, mappings },
    { tz: options.tz, missing: read.missing },
  );
}

/** The dry run: what an apply would create, link and leave out, and why; nothing is written. */
export async function dryRunLegacyImport(db: Db, read: LegacyRead, options: Options): Promise<LegacyReport> {
  return (await plan(db, read, options)).report;
}

/**
 * The apply, in one transaction: the plan is made inside it, so a second run finds every row by
 * its legacy_id and changes nothing, and a run after a mapping fix adds only what was missing.
 * Budgets open through the ledger, one entry per old user (conventions, 'Money').
 */
export async function applyLegacyImport(db: Db, read: LegacyRead, options: Options & { now: Date; actor: AuditActor }): Promise<LegacyReport> {
  return moneyTransaction(db, async (tx) => {
    const p = await plan(tx, read, options);
    await writePlan(tx, p, options);
    // What the run wrote, table by table, and the money it opened (docs/decisions/022-audit-log.md).
    await recordAudit(tx, {
      actor: options.actor,
      kind: 'import.legacy',
      at: options.now,
      reference: 'legacy-import',
      after: {
        tables: Object.fromEntries(p.report.tables.map((t) => [t.table, { create: t.create, linked: t.linked }])),
        openings: p.report.money.openings,
        problems: p.report.problems.length,
      },
    });
    return p.report;
  });
}

async function writePlan(tx: Tx, p: LegacyPlan, { actorId, now }: Options & { now: Date }) {
  const created: Record<LegacyEntity, Map<number, number>> = {
    users: new Map(),
    seasons: new Map(),
    teams: new Map(),
    players: new Map(),
    transfers: new Map(),
    tournaments: new Map(),
    matches: new Map(),
    prizes: new Map(),
    statistics: new Map(),
    matchBets: new Map(),
    playerBets: new Map(),
    userBets: new Map(),
    playerUserBets: new Map(),
    offers: new Map(),
    auctions: new Map(),
  };
  const id = (entity: LegacyEntity, ref: Ref) => ('ours' in ref ? ref.ours : created[entity].get(ref.legacy)!);
  const at = (iso: string | null) => (iso ? new Date(iso) : now);

  for (const u of p.users) {
    if (u.link !== undefined) await repo.linkUser(tx, u.link, u.legacyId);
    else created.users.set(u.legacyId, await repo.insertUser(tx, { ...u.create, passwordHash: NO_PASSWORD, legacyId: u.legacyId, createdAt: now }));
  }
  for (const s of p.seasons) {
    if (s.link !== undefined) await repo.linkSeason(tx, s.link, s.legacyId);
    else
      created.seasons.set(
        s.legacyId,
        await repo.insertSeason(tx, {
          ...s.create,
          startDate: new Date(s.create.startDate),
          endDate: s.create.endDate ? new Date(s.create.endDate) : null,
          legacyId: s.legacyId,
          createdAt: now,
        }),
      );
  }
  for (const t of p.teams) {
    if (t.link !== undefined) await repo.linkTeam(tx, t.link, t.legacyId, t.titles);
    else
      created.teams.set(
        t.legacyId,
        await repo.insertTeam(tx, {
          name: t.create.name,
          division: t.create.division,
          userId: t.create.user ? id('users', t.create.user) : null,
          titles: t.titles,
          legacyId: t.legacyId,
          createdAt: now,
        }),
      );
  }
  await insertEach(p.players, created.players, (pl) => {
    const { team, ...rest } = pl.create;
    return repo.insertPlayer(tx, { ...rest, searchName: searchKey(rest.name), teamId: id('teams', team), legacyId: pl.legacyId, createdAt: now });
  });
  for (const t of p.transfers) {
    const c = t.create;
    const transferId = await repo.insertTransfer(tx, {
      seasonId: id('seasons', c.season),
      transferredPlayers: c.text,
      teamFromId: id('teams', c.from),
      teamToId: id('teams', c.to),
      budget: c.budget,
      confirmed: c.confirmed,
      // History: an old transfer never reserves a player here (decision 018).
      active: 'no',
      createdBy: id('users', c.createdBy),
      buyBy: id('users', c.buyBy),
      soldBy: id('users', c.soldBy),
      confirmedBy: c.confirmedBy ? id('users', c.confirmedBy) : null,
      confirmedAt: c.confirmed === 'yes' ? at(c.createdAt) : null,
      legacyId: t.legacyId,
      createdAt: at(c.createdAt),
    });
    created.transfers.set(t.legacyId, transferId);
    await repo.insertTransferPlayers(tx, transferId, [...new Set(c.players.map((r) => id('players', r)))]);
  }
  await insertEach(p.tournaments, created.tournaments, (t) => {
    const { season, ...rest } = t.create;
    return repo.insertTournament(tx, { ...rest, seasonId: id('seasons', season), legacyId: t.legacyId, createdAt: now });
  });
  await insertEach(p.matches, created.matches, ({ legacyId, create: c }) =>
    repo.insertMatch(tx, {
      tournamentId: id('tournaments', c.tournament),
      teamHomeId: id('teams', c.home),
      teamAwayId: id('teams', c.away),
      scoreHome: c.scoreHome,
      scoreAway: c.scoreAway,
      stage: c.stage,
      status: c.status,
      matchDate: new Date(c.matchDate),
      legacyId,
      createdAt: now,
    }),
  );
  await insertEach(p.prizes, created.prizes, ({ legacyId, create: c }) =>
    repo.insertPrize(tx, {
      tournamentId: id('tournaments', c.tournament),
      teamId: id('teams', c.team),
      userId: c.user ? id('users', c.user) : null,
      amount: c.amount,
      position: c.position,
      description: c.description,
      createdBy: actorId,
      legacyId,
      createdAt: now,
    }),
  );
  // Statistics are history: they move no money (decision 018).
  await repo.insertStatistics(
    tx,
    p.statistics.map(({ legacyId, create: c }) => ({
      matchId: id('matches', c.match),
      playerId: id('players', c.player),
      tournamentId: id('tournaments', c.tournament),
      teamId: id('teams', c.team),
      userId: c.user ? id('users', c.user) : null,
      goals: c.goals,
      assists: c.assists,
      yellowCards: c.yellowCards,
      redCards: c.redCards,
      simpleInjuries: c.simpleInjuries,
      seriousInjuries: c.seriousInjuries,
      mvp: c.mvp,
      rating: c.rating,
      legacyId,
    })),
  );
  // Bets and stakes are history: closed bets, stakes with their old confirmation, and no ledger
  // entry (the opening entries carry the old budgets; decision 018).
  await insertEach(p.matchBets, created.matchBets, ({ legacyId, create: c }) =>
    repo.insertMatchBet(tx, {
      match: c.match,
      description: c.description,
      homeOdd: c.odds.Home,
      awayOdd: c.odds.Away,
      drawOdd: c.odds.Draw,
      under: c.odds.Under,
      over: c.odds.Over,
      createdBy: id('users', c.createdBy),
      active: 'off',
      legacyId,
      createdAt: at(c.createdAt),
    }),
  );
  await insertEach(p.playerBets, created.playerBets, ({ legacyId, create: c }) =>
    repo.insertPlayerBet(tx, {
      name: c.name,
      description: c.description,
      goalOdd: c.odds.Goal,
      cardOdd: c.odds.Card,
      createdBy: id('users', c.createdBy),
      active: 'off',
      legacyId,
      createdAt: at(c.createdAt),
    }),
  );
  await repo.insertUserBets(
    tx,
    p.userBets.map(({ legacyId, from, create: c }) => ({
      userId: id('users', c.user),
      betId: from === 'bets' ? id('matchBets', c.bet) : null,
      playerBetId: from === 'player_bets' ? id('playerBets', c.bet) : null,
      amount: c.amount,
      selectedOption: c.option,
      odd: c.odd,
      confirmed: c.confirmed,
      legacyId: from === 'bets' ? legacyId : null,
      legacyPlayerbetId: from === 'player_bets' ? legacyId : null,
      createdAt: at(c.createdAt),
    })),
  );
  // Offers and auctions are history: closed, never reserving a player, no money moves (decision 018).
  for (const o of p.offers) {
    const c = o.create;
    await repo.insertOffer(tx, {
      playerId: id('players', c.player),
      name: c.name,
      teamId: id('teams', c.team),
      createdBy: id('users', c.createdBy),
      value: c.value,
      otherPlayers: c.otherPlayers,
      extraValue: c.extraValue,
      totalValue: c.totalValue,
      seasonId: id('seasons', c.season),
      confirmed: c.confirmed,
      active: c.active,
      revealAt: at(c.createdAt),
      decidedAt: c.confirmed === 'yes' ? at(c.createdAt) : null,
      legacyId: o.legacyId,
      createdAt: at(c.createdAt),
    });
  }
  for (const a of p.auctions) {
    const c = a.create;
    // An auction's end is what our market reads as open: an old one never ends after the import.
    const endsAt = c.endsAt && new Date(c.endsAt) < now ? new Date(c.endsAt) : now;
    const auctionId = await repo.insertAuction(tx, {
      playerId: id('players', c.player),
      teamId: id('teams', c.team),
      seasonId: id('seasons', c.season),
      createdBy: id('users', c.createdBy),
      status: c.status,
      endsAt,
      confirmedAt: c.status === 'confirmed' ? endsAt : null,
      legacyId: a.legacyId,
      createdAt: at(c.createdAt),
    });
    if (!c.bid) continue;
    const bidId = await repo.insertAuctionBid(tx, {
      auctionId,
      userId: id('users', c.bid.user),
      teamId: id('teams', c.bid.team),
      amount: c.bid.amount,
      createdAt: at(c.createdAt),
    });
    if (c.status === 'confirmed') await repo.setAuctionWinner(tx, auctionId, bidId);
  }
  // Prizes of the past were paid in the old app: the opening entries carry them, nothing is paid again.
  await applyMovements(
    tx,
    p.openings.map((o) => ({
      userId: id('users', o.user),
      amount: o.amount,
      kind: repo.OPENING_KIND,
      reference: repo.openingReference(o.legacyUserId),
      description: LEGACY_MSG.openingEntry,
    })),
    { actorId },
  );
}

/** The Admin's correction of the mapping review: old user/team -> one of ours, or null for a new one. */
export async function saveLegacyMapping(db: Db, body: { kind: 'user' | 'team'; legacy_id: number; target_id: number | null }, now: Date) {
  if (body.target_id !== null) {
    const exists = body.kind === 'user' ? await repo.userExists(db, body.target_id) : await repo.teamExists(db, body.target_id);
    if (!exists) throw refuse(body.kind === 'user' ? 'legacy.unknown_target_user' : 'legacy.unknown_target_team');
  }
  await repo.saveMapping(db, body.kind, body.legacy_id, body.target_id, now);
}

/** Who imports from the command line: the first Admin (prizes need an author). */
export const importingAdmin = (db: DbOrTx) => repo.firstAdminId(db);

/** Inserts one table's planned rows in order, keeping each new id of ours by its old one (what later rows point at). */
async function insertEach<R extends { legacyId: number }>(rows: readonly R[], created: Map<number, number>, insert: (row: R) => Promise<number>) {
  for (const row of rows) created.set(row.legacyId, await insert(row));
}
