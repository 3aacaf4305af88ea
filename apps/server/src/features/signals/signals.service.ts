import { createHash } from 'node:crypto';
import {
  isDeviceId,
  lowPriceSignals,
  quickReturnSignals,
  repeatedPairSignals,
  selfBiddingSignals,
  sharedDeviceSignals,
  SIGNAL_THRESHOLDS,
  signalLink,
  signalReference,
  SIGNALS_MSG,
  type Signal,
  type SignalItem,
  type SignalReviewBody,
  type SignalsQuery,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { currentSeasonIfAny } from '../settings/settings.service';
import * as repo from './signals.repository';

/** Only a hash of the browser's id is kept or shown (docs/decisions/030-signals-for-staff.md). */
const hashDevice = (deviceId: string) => createHash('sha256').update(deviceId.toLowerCase()).digest('hex');

/**
 * Notes that a user was seen from the browser whose id the web app sent (header `X-Device-Id`),
 * on login, signup and the app's start (`GET /user`). A missing or malformed id is ignored: the
 * request goes on as before.
 */
export async function recordDevice(db: DbOrTx, userId: number, deviceId: unknown, at: Date) {
  if (!isDeviceId(deviceId)) return;
  await repo.recordSighting(db, { userId, deviceHash: hashDevice(deviceId), at });
}

/** Every signal of the current season (and every shared browser), found by the pure rules. */
async function findSignals(db: DbOrTx) {
  const season = await currentSeasonIfAny(db);
  const [moves, bids, devices] = await Promise.all([
    season ? repo.finalTransfers(db, season.id) : Promise.resolve([]),
    season ? repo.seasonBids(db, season.id) : Promise.resolve([]),
    repo.sharedSightings(db),
  ]);
  const auctionPlayer = new Map(bids.map((b) => [b.auctionId, b.playerId]));
  const signals: Signal[] = [
    ...lowPriceSignals(moves, SIGNAL_THRESHOLDS.lowPriceRatio).map((s) =>
      withFacts(s, { threshold_percent: Math.round(SIGNAL_THRESHOLDS.lowPriceRatio * 100) }),
    ),
    ...repeatedPairSignals(moves, SIGNAL_THRESHOLDS.repeatedPairTimes).map((s) => withFacts(s, { threshold: SIGNAL_THRESHOLDS.repeatedPairTimes })),
    ...quickReturnSignals(moves, SIGNAL_THRESHOLDS.quickReturnDays).map((s) => {
      const saleId = Number(s.key.split(':')[2]);
      const sale = moves.find((m) => m.id === saleId);
      return withFacts(s, { threshold_days: SIGNAL_THRESHOLDS.quickReturnDays, team_id: sale?.players[0]?.fromTeamId ?? 0 });
    }),
    ...selfBiddingSignals(bids).map((s) => withFacts(s, { player_id: auctionPlayer.get(Number(s.key.split(':')[1])) ?? 0 })),
    ...sharedDeviceSignals(devices),
  ];
  return signals;
}

const withFacts = (s: Signal, facts: Signal['facts']): Signal => ({ ...s, facts: { ...s.facts, ...facts } });

/** `GET /signals` (staff): the signals still to review, or (`reviewed=yes`) the reviewed ones with their note. */
export async function listSignals(ctx: ServiceContext, query: SignalsQuery): Promise<{ data: SignalItem[] }> {
  const [signals, reviews] = await Promise.all([findSignals(ctx.db), repo.reviews(ctx.db)]);
  const reviewOf = new Map(reviews.map((r) => [r.key, r]));
  const shown = signals.filter((s) => reviewOf.has(s.key) === (query.reviewed === 'yes'));
  const ids = (fact: string) => [...new Set(shown.map((s) => Number(s.facts[fact])).filter((n) => n > 0))];
  const [people, playersById, teamsById] = await Promise.all([
    repo.userNames(ctx.db, [...new Set(shown.flatMap((s) => s.users))]),
    repo.playerNames(ctx.db, ids('player_id')),
    repo.teamNames(ctx.db, ids('team_id')),
  ]);
  const nameOf = new Map(people.map((u) => [u.id, u.name]));
  const playerOf = new Map(playersById.map((p) => [p.id, p.name]));
  const teamOf = new Map(teamsById.map((t) => [t.id, t.name]));
  const data = shown.map((s): SignalItem => {
    const users = s.users.map((id) => ({ id, name: nameOf.get(id) ?? SIGNALS_MSG.unknownUser(id) }));
    const facts: Signal['facts'] = { ...s.facts };
    if (facts.player_id !== undefined) facts.player = playerOf.get(Number(facts.player_id)) ?? '';
    if (facts.team_id !== undefined) facts.team = teamOf.get(Number(facts.team_id)) ?? '';
    const review = reviewOf.get(s.key);
    return {
      key: s.key,
      kind: s.kind,
      label: SIGNALS_MSG.kinds[s.kind],
      why: SIGNALS_MSG.why[s.kind]({ facts, users: users.map((u) => u.name) }),
      reference: signalReference(s),
      link: signalLink(s),
      users,
      facts,
      review: review
        ? {
            note: review.note,
            at: review.reviewedAt.toISOString(),
            by: review.byId !== null ? { id: review.byId, name: review.byName ?? SIGNALS_MSG.unknownUser(review.byId) } : null,
          }
        : null,
    };
  });
  return { data };
}

/**
 * `POST /signals/{key}/review` (staff): marks a signal that holds today as reviewed with a note,
 * with its audit entry in the same transaction. A second review of the same signal is a 409.
 */
export async function reviewSignal(ctx: ServiceContext, key: string, body: SignalReviewBody) {
  const signal = (await findSignals(ctx.db)).find((s) => s.key === key);
  if (!signal) throw refuse('signal.not_found');
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const stored = await repo.insertReview(tx, { key, kind: signal.kind, note: body.note, reviewedBy: ctx.actor.id, reviewedAt: at });
    if (!stored) throw refuse('signal.already_reviewed');
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'signal.reviewed',
      at,
      userId: signal.users.length === 1 ? signal.users[0] : null,
      reference: `signal:${key}`.slice(0, 100),
      after: { kind: signal.kind, users: signal.users, facts: signal.facts },
      reason: body.note,
    });
  });
  return { message: SIGNALS_MSG.reviewed };
}
