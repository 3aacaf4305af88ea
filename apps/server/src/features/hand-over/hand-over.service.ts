import {
  HAND_OVER_KINDS,
  HAND_OVER_MSG,
  HAND_OVER_NOTIFY,
  HAND_OVER_OPTIONS,
  NOTIFY,
  formerOwnerRole,
  managerRoleFor,
  receiverRefusal,
  resolveChoices,
  teamRefusal,
  type Division,
  type HandOverBody,
  type HandOverKind,
  type HandOverOperation,
  type HandOverPreview,
  type HandOverResult,
  type Role,
} from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse, refuseOn } from '../../lib/errors';
import { publish } from '../../lib/events';
import { moneyTransaction } from '../../lib/transaction';
import { announceSessionsEnded, revokeUserTokens } from '../accounts/accounts.service';
import { recordAudit } from '../audit/audit.service';
import { applyMovements, lockBudget } from '../../market/money';
import { notify } from '../notifications/notifications.service';
import * as repo from './hand-over.repository';
import { counterparties, playerNames } from '../../market/transfers/transfer-notices';

const LEDGER_KIND = 'team_hand_over';

type OpenOperations = Record<HandOverKind, HandOverOperation[]> & { transferRows: Awaited<ReturnType<typeof repo.openTransfers>> };

async function openOperations(db: DbOrTx, teamId: number, ownerId: number): Promise<OpenOperations> {
  const [transfers, offers, auctions, bets] = await Promise.all([
    repo.openTransfers(db, teamId),
    repo.openOffers(db, ownerId),
    repo.openAuctions(db, ownerId),
    repo.openBets(db, ownerId),
  ]);
  return {
    transferRows: transfers,
    transfer: transfers.map((t) => ({ kind: 'transfer', id: t.id, description: t.players, amount: Number(t.budget) })),
    offer: offers.map((o) => ({ kind: 'offer', id: o.id, description: o.name, amount: Number(o.total) })),
    auction: auctions.map((a) => ({ kind: 'auction', id: a.id, description: a.player, amount: Number(a.top) })),
    bet: bets.map((b) => ({ kind: 'bet', id: b.id, description: b.title, amount: Number(b.amount) })),
  };
}

const countsOf = (open: OpenOperations) => Object.fromEntries(HAND_OVER_KINDS.map((k) => [k, open[k].length])) as Record<HandOverKind, number>;

/** `GET /teams/{id}/traspaso` (Admin): the team, its manager, who may receive it and every open operation the screen asks about. */
export async function handOverPreview(ctx: ServiceContext, teamId: number): Promise<HandOverPreview> {
  const team = await repo.findTeam(ctx.db, teamId);
  if (!team) throw refuse('hand_over.team_not_found');
  const [candidates, open] = await Promise.all([repo.waitingList(ctx.db), team.ownerId === null ? undefined : openOperations(ctx.db, team.id, team.ownerId)]);
  return {
    team: { id: team.id, name: team.name, division: team.division },
    owner: team.ownerId === null ? null : { id: team.ownerId, name: team.ownerName ?? '', profits: Number(team.ownerProfits ?? 0) },
    candidates,
    operations: open ? HAND_OVER_KINDS.flatMap((k) => open[k]) : [],
    options: { ...HAND_OVER_OPTIONS } as HandOverPreview['options'],
  };
}

/**
 * `POST /teams/{id}/traspaso` (Admin): the team goes to a waiting-list user with its squad and its
 * budget, in one transaction (docs/decisions/029-team-hand-over.md). The budget lives on the user
 * (`users.profits`), so the whole balance moves through the ledger, out of the old manager and into
 * the new one, under one reference; the old manager's open operations are closed or handed as the
 * Admin chose; roles change; the old manager's sessions end; one audit entry; both are notified.
 */
export async function handOverTeam(ctx: ServiceContext, teamId: number, body: HandOverBody): Promise<HandOverResult> {
  const outcome = await moneyTransaction(ctx.db, async (tx) => {
    const found = await lockedTeam(tx, teamId);
    const receiver = await repo.findReceiver(tx, body.id_user);
    const refused = receiverRefusal(receiver && { ...receiver, rol: receiver.rol as Role }, { id: found.id, ownerId: found.ownerId });
    if (refused) throw refuse('hand_over.receiver_refused', refused);
    return handOverIn(tx, ctx, found, receiver!, body);
  });
  return finishHandOver(ctx, outcome);
}

/** The team locked for its hand-over, refused when it cannot be handed over. */
export async function lockedTeam(tx: Tx, teamId: number) {
  const locked = await repo.lockTeam(tx, teamId);
  if (!locked) throw refuse('hand_over.team_not_found');
  const team = (await repo.findTeam(tx, teamId))!;
  const refusedTeam = teamRefusal(team);
  if (refusedTeam) throw refuse('hand_over.team_refused', refusedTeam);
  return team as repo.TeamWithOwner & { ownerId: number };
}

export type HandOverOutcome = Awaited<ReturnType<typeof handOverIn>>;

/**
 * The hand-over itself, in the caller's transaction with the team locked: the Admin's route and an
 * invitation's acceptance both run it. Every refusal comes before the first write.
 */
export async function handOverIn(
  tx: Tx,
  ctx: ServiceContext,
  team: repo.TeamWithOwner & { ownerId: number },
  receiver: { id: number; name: string },
  body: Pick<HandOverBody, 'choices' | 'reason'>,
) {
  const now = ctx.clock.now();
  const ownerId = team.ownerId;
  const open = await openOperations(tx, team.id, ownerId);
  const resolved = resolveChoices(countsOf(open), body.choices);
  if ('refusal' in resolved) throw refuseOn(`choices.${resolved.kind}`, 'hand_over.choice_refused', resolved.refusal);
  const { choices } = resolved;

  // Budgets locked in user-id order, as every money transaction does (ARCHITECTURE §4).
  for (const id of [ownerId, receiver.id].sort((a, b) => a - b)) await lockBudget(tx, id);
  const budget = Number((await repo.findTeam(tx, team.id))!.ownerProfits ?? 0);

  const closed = await closeOrHand(tx, ctx, open, choices, { from: ownerId, to: receiver.id, now });
  await repo.setOwner(tx, team.id, receiver.id);
  const newRole = managerRoleFor(team.division as Division);
  const oldRole = formerOwnerRole(team.ownerRol as Role);
  await repo.setRole(tx, receiver.id, newRole, now);
  await repo.setRole(tx, ownerId, oldRole, now);
  const reference = `team:${team.id}:hand-over`;
  const description = HAND_OVER_MSG.budgetLedgerReason(team.name);
  // The balance moves whole; a debt (a negative budget) goes with the team too.
  await applyMovements(
    tx,
    [
      { userId: ownerId, amount: -budget, kind: LEDGER_KIND, reference, description },
      { userId: receiver.id, amount: budget, kind: LEDGER_KIND, reference, description },
    ],
    { actorId: ctx.actor.id },
  );
  // He no longer runs the team: his sessions end, so nothing he opened acts for it (decision 015).
  await revokeUserTokens({ db: tx }, ownerId);
  await recordAudit(tx, {
    actor: ctx.actor,
    kind: 'team.handed_over',
    at: now,
    userId: receiver.id,
    teamId: team.id,
    reference,
    before: { manager: { id: ownerId, name: team.ownerName, rol: team.ownerRol }, budget },
    after: {
      manager: { id: receiver.id, name: receiver.name, rol: newRole },
      former_manager_rol: oldRole,
      budget,
      choices,
      closed: closed.closed,
      handed: closed.handed,
      kept: closed.kept,
    },
    reason: body.reason,
  });
  await notify(tx, ctx, [
    { userId: receiver.id, text: HAND_OVER_NOTIFY.received({ team: team.name, amount: budget, by: ctx.actor.name }) },
    {
      userId: ownerId,
      text: HAND_OVER_NOTIFY.lost({
        team: team.name,
        to: receiver.name,
        amount: budget,
        by: ctx.actor.name,
        backToWaitingList: oldRole === 'En lista de espera',
      }),
    },
  ]);
  return { team, receiver, oldOwnerId: ownerId, budget, closed };
}

/** After the commit: the old manager's streams end, the cancelled transfers are announced, the answer. */
export async function finishHandOver(ctx: ServiceContext, outcome: HandOverOutcome): Promise<HandOverResult> {
  await announceSessionsEnded(ctx, outcome.oldOwnerId);
  for (const id of outcome.closed.closed.transfer) await publish(ctx, { type: 'transfer.cancelled', payload: { id } });
  return {
    message: HAND_OVER_MSG.handedOver({ team: outcome.team.name, to: outcome.receiver.name }),
    closed: HAND_OVER_KINDS.reduce((n, k) => n + outcome.closed.closed[k].length, 0),
    handed: HAND_OVER_KINDS.reduce((n, k) => n + outcome.closed.handed[k].length, 0),
    budget: outcome.budget,
  };
}

type Ids = Record<HandOverKind, number[]>;
const emptyIds = (): Ids => ({ transfer: [], offer: [], auction: [], bet: [] });

/** Applies the Admin's choice to each open operation; money was never taken while they were open (commitments), so none moves back. */
async function closeOrHand(
  tx: Tx,
  ctx: ServiceContext,
  open: OpenOperations,
  choices: Record<HandOverKind, 'close' | 'hand' | 'keep'>,
  who: { from: number; to: number; now: Date },
) {
  const closed = emptyIds();
  const handed = emptyIds();
  const kept = emptyIds();
  const ids = (k: HandOverKind) => open[k].map((o) => o.id);

  if (choices.transfer === 'hand') {
    await repo.handTransfers(tx, ids('transfer'), who.from, who.to);
    handed.transfer = ids('transfer');
  } else {
    for (const row of open.transferRows) {
      const t = await repo.closeTransfer(tx, row.id, ctx.actor.id, who.now);
      if (!t) continue;
      closed.transfer.push(t.id);
      const text = NOTIFY.transferCancelled({ players: playerNames(t.players), by: ctx.actor.name });
      const others = counterparties(t, who.from);
      await notify(
        tx,
        ctx,
        [...new Set(others)].map((userId) => ({ userId, text })),
      );
    }
  }

  // A clause offer cannot change author: its sealed receipt names him (decision 023).
  for (const id of ids('offer')) {
    if (await repo.closeOffer(tx, id, ctx.actor.id, who.now)) closed.offer.push(id);
  }

  if (choices.auction === 'hand') {
    await repo.handAuctions(tx, ids('auction'), who.from, who.to);
    handed.auction = ids('auction');
  } else {
    for (const id of ids('auction')) {
      if (await repo.cancelAuction(tx, id, ctx.actor.id, who.now)) closed.auction.push(id);
    }
  }

  kept.bet = ids('bet');
  return { closed, handed, kept };
}
