import { CLAUSE_ROUND_REASONS, pageMeta, rankClauseOffers, sealOffer, type ClauseRound, type ClauseRoundReason, type SeasonListQuery } from '@superliga/league';
import { type Actor, type ServiceContext, type ServiceDeps } from '../../lib/context';
import * as repo from './clause-rounds.repository';

/** The rounds due at the clock's now and not resolved yet (the clause-rounds job's backlog, the stuck-round alert). */
export const dueRounds = (deps: ServiceDeps) => repo.dueRounds(deps.db, deps.clock.now());

/** `GET /clause-rounds?season=`: the public log, newest reveal first; each offer sealed for its reader (sealOffer). */
export async function listRounds(ctx: ServiceContext, query: SeasonListQuery) {
  const now = ctx.clock.now();
  const page = query.all ? undefined : { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [keys, total] = await Promise.all([
    repo.listRoundKeys(ctx.db, query.season, page),
    query.all ? Promise.resolve(0) : repo.countRounds(ctx.db, query.season),
  ]);
  const playerIds = [...new Set(keys.map((k) => k.playerId))];
  const offers = await repo.offersOfPlayers(ctx.db, playerIds, now);
  // A round is named by its player and its exact reveal instant as the database wrote it (decision 016).
  const keyOf = (playerId: number, revealKey: string) => `${playerId}@${revealKey}`;
  const data = keys.map((k) => {
    const key = keyOf(k.playerId, k.revealKey);
    return presentRound(
      offers.filter((o) => keyOf(o.offer.playerId, o.revealKey) === key),
      ctx.actor,
    );
  });
  return query.all ? { data } : { data, meta: pageMeta(total, query.page, query.per_page) };
}

type OfferOfRound = Awaited<ReturnType<typeof repo.offersOfPlayers>>[number];

function presentRound(rows: OfferOfRound[], reader: Actor): ClauseRound {
  const first = rows[0]!;
  const round = first.round;
  // Every offer of the log passes through the one visibility rule, like every other offer on the wire.
  const offers = rows.map((o) =>
    sealOffer(
      {
        id: o.offer.id,
        created_by: { id: o.offer.createdBy, name: o.creatorName },
        total_value: o.offer.totalValue,
        created_at: o.offer.createdAt.toISOString(),
        confirmed: o.offer.confirmed as 'yes' | 'no',
        active: o.offer.active as 'yes' | 'no',
        receipt_hash: o.offer.receiptHash,
        receipt_salt: o.offer.receiptSalt,
        receipt_total: o.offer.receiptTotal,
        hidden: o.hidden,
      },
      reader,
    ),
  );
  const revealed = !first.hidden;
  const confirmed = offers.find((o) => o.confirmed === 'yes');
  const open = offers.some((o) => o.active === 'yes');
  let reason: ClauseRoundReason | null = (round?.reason as ClauseRoundReason | null) ?? null;
  if (!reason && confirmed) reason = 'staff_confirmed';
  if (!reason && !open) reason = 'staff_closed';
  // A decided round reads as decided (staff may close one before its reveal); an open one by its time.
  const status: ClauseRound['status'] = confirmed
    ? 'resuelta'
    : !open
      ? 'cerrada'
      : !revealed
        ? 'oculta'
        : round?.status === 'extended'
          ? 'prorroga'
          : 'abierta';
  const decided = status === 'resuelta' || status === 'cerrada';
  return {
    id_player: { id: first.offer.playerId, name: first.playerName },
    id_team: { id: first.offer.teamId, name: first.teamName },
    id_season: first.offer.seasonId,
    reveal_at: first.offer.revealAt.toISOString(),
    extended_until: round?.extendedUntil ? round.extendedUntil.toISOString() : null,
    status,
    winner: confirmed ? { id_offer: confirmed.id, created_by: confirmed.created_by } : null,
    reason: decided ? CLAUSE_ROUND_REASONS[reason ?? 'staff_closed'] : null,
    reason_code: decided ? (reason ?? 'staff_closed') : null,
    runner_up: revealed ? runnerUp(rows, confirmed?.id) : null,
    offers: offers.map(({ hidden: _hidden, ...o }) => o),
  };
}

/** The best total among the round's offers other than the winner (or than the best, when none won); null with a single offer. */
function runnerUp(rows: OfferOfRound[], winnerId: number | undefined): number | null {
  const ranked = rankClauseOffers(rows.map((o) => ({ id: o.offer.id, total_value: o.offer.totalValue, created_at: o.offer.createdAt })));
  const first = winnerId ?? ranked[0]?.id;
  return ranked.find((o) => o.id !== first)?.total_value ?? null;
}
