import {
  BETS_MSG,
  betClosedReason,
  betOptionLabel,
  betPayout,
  MSG,
  NOTIFY,
  chosenBetOption,
  matchBetOptionOdds,
  pageMeta,
  playerBetOptionOdds,
  validateBetAmount,
  type BetActiveBody,
  type ListQuery,
  type MatchBetBody,
  type PlayerBetBody,
  type SettleUserBetBody,
  type UserBetBody,
  isAdmin,
  type AnyBetOption,
  DEFAULT_BET_LINE,
} from '@superliga/league';
import { and, eq, inArray } from 'drizzle-orm';
import { matches, players } from '../../db/schema';
import { runTogether } from '../../db/batch';
import type { DbOrTx, Tx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { publish } from '../../lib/events';
import { refuse } from '../../lib/errors';
import { applyMovements, judgeAvailable, judgeMovement, movementStatement } from '../../market/money';
import { availableMoneyStatements } from '../../market/reads/available-money';
import { notify } from '../notifications/notifications.service';
import { cachedRulesForSeason, currentSeasonRules } from '../season-rules/season-rules.service';
import { cachedCurrentSeason, currentSeason } from '../settings/settings.service';
import { presentMatchBet, presentPlayerBet, presentUserBet } from './bets.presenter';
import { recordAudit } from '../audit/audit.service';
import * as repo from './bets.repository';
import { LEDGER_KIND } from './bets.repository';
import { moneyTransaction } from '../../lib/transaction';

/** The settlement of a fixture's bets, called by the transaction that makes its result final (docs/decisions/028). */
export { settleBetsForMatch } from './fixture-settlement';

/** The current season for the ledger row, or none when the league has no active season. */
async function seasonIdOrNull(read: () => Promise<{ id: number }>) {
  try {
    return (await read()).id;
  } catch {
    return null;
  }
}

async function paged<R, T>(
  query: ListQuery,
  list: (page?: { limit: number; offset: number }) => Promise<R[]>,
  total: () => Promise<number>,
  present: (r: R) => T,
) {
  if (query.all) return { data: (await list()).map(present) };
  const [rows, n] = await Promise.all([list({ limit: query.per_page, offset: (query.page - 1) * query.per_page }), total()]);
  return { data: rows.map(present), meta: pageMeta(n, query.page, query.per_page) };
}

export const listMatchBets = (db: DbOrTx, query: ListQuery) =>
  paged(
    query,
    (p) => repo.listActiveMatchBets(db, p),
    () => repo.countActiveMatchBets(db),
    presentMatchBet,
  );

export const listPlayerBets = (db: DbOrTx, query: ListQuery) =>
  paged(
    query,
    (p) => repo.listActivePlayerBets(db, p),
    () => repo.countActivePlayerBets(db),
    presentPlayerBet,
  );

/** GET /bets/{id}: `{ data }`, as the documents' client reads it. */
export async function getMatchBet(db: DbOrTx, id: number) {
  const bet = await repo.findMatchBet(db, id);
  if (!bet) throw refuse('bet.not_found');
  return { data: presentMatchBet(bet) };
}

export async function getPlayerBet(db: DbOrTx, id: number) {
  const bet = await repo.findPlayerBet(db, id);
  if (!bet) throw refuse('bet.not_found');
  return { data: presentPlayerBet(bet) };
}

/** created_by is accepted for the documented client but must be the actor (Admin may name another). */
function authorOf(ctx: ServiceContext, createdBy: number | undefined) {
  if (createdBy !== undefined && createdBy !== ctx.actor.id && !isAdmin(ctx.actor.rol)) throw refuse('bet.only_own_author');
  return ctx.actor.id;
}

/**
 * The fixture match a bet is tied to: it must exist and not have its result yet
 * (docs/decisions/028-bets-from-results-and-reminders.md).
 */
async function openFixtureMatch(db: DbOrTx, matchId: number) {
  const [match] = await db
    .select({ id: matches.id, status: matches.status, teamHomeId: matches.teamHomeId, teamAwayId: matches.teamAwayId })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!match) throw refuse('bet.fixture_needs_match');
  if (match.status === 'completed') throw refuse('bet.fixture_match_final');
  return match;
}

export async function createMatchBet(ctx: ServiceContext, body: MatchBetBody) {
  if (body.match_id !== undefined) await openFixtureMatch(ctx.db, body.match_id);
  const id = await repo.insertMatchBet(ctx.db, {
    match: body.match,
    matchId: body.match_id ?? null,
    line: String(body.line ?? DEFAULT_BET_LINE),
    description: body.description,
    homeOdd: body.home_odd,
    awayOdd: body.away_odd,
    drawOdd: body.draw_odd,
    under: body.under,
    over: body.over,
    createdBy: authorOf(ctx, body.created_by),
    active: 'on',
    createdAt: ctx.clock.now(),
  });
  return presentMatchBet((await repo.findMatchBet(ctx.db, id))!);
}

export async function createPlayerBet(ctx: ServiceContext, body: PlayerBetBody) {
  if (body.match_id !== undefined) {
    // A bet settled from the match's statistics names a player of one of its two teams.
    const match = await openFixtureMatch(ctx.db, body.match_id);
    const [player] =
      body.player_id === undefined
        ? []
        : await ctx.db
            .select({ id: players.id })
            .from(players)
            .where(and(eq(players.id, body.player_id), inArray(players.teamId, [match.teamHomeId, match.teamAwayId])))
            .limit(1);
    if (!player) throw refuse('bet.fixture_needs_player');
  }
  const id = await repo.insertPlayerBet(ctx.db, {
    name: body.name,
    playerId: body.player_id ?? null,
    matchId: body.match_id ?? null,
    description: body.description,
    goalOdd: body.goal_odd,
    cardOdd: body.card_odd,
    createdBy: authorOf(ctx, body.created_by),
    active: 'on',
    createdAt: ctx.clock.now(),
  });
  return presentPlayerBet((await repo.findPlayerBet(ctx.db, id))!);
}

const activeMessage = (active: 'on' | 'off') => (active === 'off' ? MSG.betDeleted : BETS_MSG.betActivated);

export async function setMatchBetActive(ctx: ServiceContext, id: number, body: BetActiveBody) {
  if (!(await repo.setMatchBetActive(ctx.db, id, body.active))) throw refuse('bet.not_found');
  return { message: activeMessage(body.active) };
}

export async function setPlayerBetActive(ctx: ServiceContext, id: number, body: BetActiveBody) {
  if (!(await repo.setPlayerBetActive(ctx.db, id, body.active))) throw refuse('bet.not_found');
  return { message: activeMessage(body.active) };
}

/** The option taken from what the client chose (its name or its odd), and its odd; a 422 when it names none or two. */
function optionOf(odds: Partial<Record<AnyBetOption, string>>, chosen: string | number, optionsMessage: string) {
  const found = chosenBetOption(odds, chosen);
  if ('error' in found) {
    if (found.error === 'option') throw refuse('bet.option_unknown', optionsMessage);
    throw refuse(found.error === 'odd' ? 'bet.odd_matches_no_option' : 'bet.odd_matches_two_options');
  }
  return { option: found.option, odd: odds[found.option]! };
}

/**
 * A bet tied to a fixture match takes no stake from the start of the match's round window, nor
 * once its result is final (docs/decisions/028-bets-from-results-and-reminders.md). A round
 * without a window yet stays open. The window is read with the clock of the stake's request.
 */
async function refuseAfterWindowStart(tx: Tx, matchId: number | null, now: Date) {
  if (matchId === null) return;
  const terms = await repo.stakesClosedAt(tx, matchId);
  if (!terms || terms.final || (terms.closesAt !== null && now.getTime() >= terms.closesAt.getTime())) throw refuse('bet.closed');
}

/**
 * What a stake is placed on, read inside its transaction in one round trip (runTogether): the bet
 * (a match bet share-locked, then whether its result is known), the staker's budget locked and
 * what they have committed, and an id for the stake. Judged in that order: the bet (404, closed,
 * the option), then the money.
 */
async function stakeTerms(tx: Tx, body: UserBetBody, userId: number, actorId: number, now: Date) {
  const money = { ...availableMoneyStatements(tx, userId), stakeId: repo.newUserBetIdStatement() };
  const judgeMoney = (read: { budget: { profits: number } | undefined; committed: number; stakeId: number }) => {
    judgeAvailable(read, userId, body.amount, { actorId });
    return read.stakeId;
  };
  if (body.id_bet != null) {
    const read = await runTogether(tx, {
      bet: repo.lockMatchBetForStakeStatement(body.id_bet),
      settledWon: repo.hasWonSettlementStatement(tx, body.id_bet),
      ...money,
    });
    const { bet } = read;
    if (!bet) throw refuse('bet.not_found');
    const closed = betClosedReason({ active: bet.active, settledWon: read.settledWon });
    if (closed) throw refuse('bet.not_open', closed);
    await refuseAfterWindowStart(tx, bet.matchId, now);
    const terms = { ...optionOf(matchBetOptionOdds(presentMatchBet(bet)), body.selected_option, BETS_MSG.matchOptions), label: bet.match };
    return { ...terms, id: judgeMoney(read) };
  }
  const read = await runTogether(tx, { bet: repo.playerBetStatement(body.id_playerbet!), ...money });
  const { bet } = read;
  if (!bet) throw refuse('bet.not_found');
  if (bet.active !== 'on') throw refuse('bet.inactive');
  await refuseAfterWindowStart(tx, bet.matchId, now);
  const terms = { ...optionOf(playerBetOptionOdds(presentPlayerBet(bet)), body.selected_option, BETS_MSG.playerOptions), label: bet.name };
  return { ...terms, id: judgeMoney(read) };
}

/**
 * Places a stake: the odd comes from the bet, the stake leaves the budget at once (DECISIONS,
 * Bets) after checking what is still available, all in one transaction.
 */
export async function placeBet(ctx: ServiceContext, body: UserBetBody) {
  const userId = body.id_user ?? ctx.actor.id;
  if (userId !== ctx.actor.id && !isAdmin(ctx.actor.rol)) throw refuse('bet.only_own_bets');
  const now = ctx.clock.now();
  // Through the read cache: every stake of a deadline rush reads them (placing a bet changes neither).
  const seasonId = await seasonIdOrNull(() => cachedCurrentSeason(ctx));
  const rangeError = validateBetAmount(body.amount, seasonId ? await cachedRulesForSeason(ctx, seasonId) : await currentSeasonRules(ctx.db));
  if (rangeError) throw refuse('bet.amount_out_of_range', rangeError);
  await moneyTransaction(ctx.db, async (tx) => {
    const { option, odd, label, id } = await stakeTerms(tx, body, userId, ctx.actor.id, now);
    // The stake and its money in one round trip: the ledger entry names the stake by the id drawn above.
    const movement = {
      userId,
      amount: -body.amount,
      kind: LEDGER_KIND.stake,
      reference: String(id),
      description: `Apuesta: ${label} (${betOptionLabel(option)})`,
      requireFunds: true,
    };
    const { balance } = await runTogether(tx, {
      stake: repo.insertUserBetStatement(tx, {
        id,
        userId,
        betId: body.id_bet ?? null,
        playerBetId: body.id_playerbet ?? null,
        amount: body.amount,
        selectedOption: option,
        odd,
        confirmed: 'no',
        createdAt: now,
      }),
      balance: movementStatement(movement, { actorId: ctx.actor.id, seasonId }),
    });
    judgeMovement(movement, balance);
  });
  return { message: MSG.betPlaced };
}

/** Admin: every unconfirmed bet; anybody (or the Admin with mine=true): their own bets. */
export async function listUserBets(ctx: ServiceContext, query: { mine: boolean }) {
  const where = isAdmin(ctx.actor.rol) && !query.mine ? repo.unconfirmed() : repo.ofUser(ctx.actor.id);
  return { data: (await repo.listUserBets(ctx.db, where)).map(presentUserBet) };
}

/**
 * The user bet a confirmation names (docs/decisions/017): with `result` (our screens) the path's
 * first segment is the user bet; without it (the documents' client) it is the match bet, and the
 * user's one unconfirmed stake on it is meant.
 */
async function namedUserBet(ctx: ServiceContext, params: { betId: number; userId: number }, body: SettleUserBetBody) {
  if (body.result !== undefined) {
    const existing = await repo.findUserBet(ctx.db, params.betId);
    if (!existing || existing.userId !== params.userId) throw refuse('stake.not_found');
    if (existing.confirmed !== 'no') throw refuse('stake.settled');
    return existing;
  }
  const stakes = await repo.unconfirmedStakesOn(ctx.db, params.betId, params.userId);
  if (stakes.length > 1) throw refuse('stake.ambiguous');
  if (stakes[0]) return stakes[0];
  // Nothing open: a repeat of a confirmation (409) or nothing of that user on that bet (404).
  throw (await repo.hasStakeOn(ctx.db, params.betId, params.userId)) ? refuse('stake.settled') : refuse('stake.not_found');
}

/**
 * Admin settles a user bet once: 'won' credits round(odd × amount) through the ledger, 'lost'
 * closes it without money. The conditional update makes racing confirmations pay once. This
 * confirmation is what pays, in the documents' flow too (docs/decisions/017).
 */
export async function settleUserBet(ctx: ServiceContext, params: { betId: number; userId: number }, body: SettleUserBetBody) {
  const existing = await namedUserBet(ctx, params, body);
  // A bet tied to a fixture settles from the final result by itself: staff do not confirm it (docs/decisions/028).
  if (await repo.isTiedToFixture(ctx.db, existing)) throw refuse('bet.fixture_settles_itself');
  const won = body.result !== 'lost';
  const payout = won ? betPayout(existing.odd, existing.amount) : 0;
  const now = ctx.clock.now();
  const seasonId = await seasonIdOrNull(() => currentSeason(ctx.db));
  await moneyTransaction(ctx.db, async (tx) => {
    const settled = await repo.settleUserBet(tx, { id: existing.id, userId: params.userId, payout, actorId: ctx.actor.id, now });
    if (!settled) throw refuse('stake.settled');
    // A won match bet has its result: it leaves the list and takes no new stakes.
    if (won && settled.betId !== null) await repo.setMatchBetActive(tx, settled.betId, 'off');
    if (payout > 0) {
      await applyMovements(
        tx,
        [{ userId: settled.userId, amount: payout, kind: LEDGER_KIND.payout, reference: String(settled.id), description: 'Apuesta ganada' }],
        {
          actorId: ctx.actor.id,
          seasonId,
        },
      );
    }
    await notify(tx, ctx, [{ userId: settled.userId, text: won ? NOTIFY.betWon({ amount: payout }) : NOTIFY.betLost({ amount: settled.amount }) }]);
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'bet.confirmed',
      at: now,
      userId: settled.userId,
      seasonId,
      reference: `user-bet:${settled.id}`,
      before: { status: 'pending', amount: settled.amount, odd: existing.odd },
      after: { status: won ? 'won' : 'lost', payout },
      reason: body.reason ?? null,
    });
  });
  // After commit: the bettor's open pages refresh their bets and budget (ids only on the wire).
  await publish(ctx, { type: 'bet.confirmed', payload: { id: existing.id } });
  return { message: won ? MSG.betConfirmed : BETS_MSG.userBetLost };
}
