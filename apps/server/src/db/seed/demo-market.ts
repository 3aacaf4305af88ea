import { DEFAULT_LEAGUE_TZ, revealTime } from '@superliga/league';
import { and, eq, ne } from 'drizzle-orm';
import { applyMovements } from '../../market/money';
import { movePlayer, setPlayersStatus } from '../../market/squad';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import type { Tx } from '../client';
import { players, releaseClauses, transferPlayers, transfers } from '../schema';
import type { DemoContext } from './demo-extras';

const HOUR = 3_600_000;
// Demo manager N has user id N + 2 and team id N (see demo.ts).
const user = (manager: number) => manager + 2;

async function playersOf(tx: Tx, teamId: number, n: number) {
  return tx
    .select()
    .from(players)
    .where(and(eq(players.teamId, teamId), ne(players.status, 'bloqueado'), ne(players.status, 'restringido')))
    .orderBy(players.id)
    .limit(n);
}

/**
 * A lived-in market for the demo (managers 14, 21–28, away from the ones the e2e specs use):
 * a confirmed and a pending transfer, a confirmed clause and two open, still hidden offers.
 */
export async function demoMarket(tx: Tx, { now, seasonId }: DemoContext) {
  const rules = await rulesForSeason(tx, seasonId);
  const dayAgo = new Date(now.getTime() - 24 * HOUR);

  const [sold] = await playersOf(tx, 14, 1);
  const [done] = await tx
    .insert(transfers)
    .values({
      seasonId,
      transferredPlayers: sold!.name,
      teamFromId: 14,
      teamToId: 28,
      budget: 8_000_000,
      confirmed: 'yes',
      active: 'no',
      createdBy: user(14),
      buyBy: user(28),
      soldBy: user(14),
      confirmedBy: user(28),
      confirmedAt: dayAgo,
      createdAt: new Date(dayAgo.getTime() - 2 * HOUR),
    })
    .returning();
  await tx.insert(transferPlayers).values({ transferId: done!.id, playerId: sold!.id, previousStatus: sold!.status });
  await movePlayer(tx, sold!.id, 28, 'bloqueado');
  await applyMovements(
    tx,
    [
      { userId: user(28), amount: -8_000_000, kind: 'transfer', reference: `transfer:${done!.id}`, description: `Compra: ${sold!.name}` },
      { userId: user(14), amount: 8_000_000, kind: 'transfer', reference: `transfer:${done!.id}`, description: `Venta: ${sold!.name}` },
    ],
    { actorId: user(28), seasonId },
  );

  const offered = await playersOf(tx, 27, 2);
  const [pending] = await tx
    .insert(transfers)
    .values({
      seasonId,
      transferredPlayers: offered.map((p) => p.name).join(', '),
      teamFromId: 27,
      teamToId: 26,
      budget: 12_000_000,
      createdBy: user(27),
      buyBy: user(26),
      soldBy: user(27),
      createdAt: new Date(now.getTime() - 3 * HOUR),
    })
    .returning();
  await tx.insert(transferPlayers).values(offered.map((p) => ({ transferId: pending!.id, playerId: p.id, previousStatus: p.status })));
  await setPlayersStatus(
    tx,
    offered.map((p) => p.id),
    'bloqueado',
  );

  const [claimed] = await playersOf(tx, 21, 1);
  const [clause] = await tx
    .insert(releaseClauses)
    .values({
      playerId: claimed!.id,
      name: claimed!.name,
      teamId: 21,
      createdBy: user(22),
      value: claimed!.value,
      extraValue: 0,
      totalValue: claimed!.value,
      seasonId,
      confirmed: 'yes',
      active: 'no',
      revealAt: revealTime(new Date(dayAgo.getTime() - 10 * HOUR), DEFAULT_LEAGUE_TZ, rules),
      decidedBy: 2,
      decidedAt: dayAgo,
      createdAt: new Date(dayAgo.getTime() - 10 * HOUR),
    })
    .returning();
  await movePlayer(tx, claimed!.id, 22, 'bloqueado');
  await applyMovements(
    tx,
    [
      { userId: user(22), amount: -claimed!.value, kind: 'release_clause', reference: `offer:${clause!.id}`, description: `Cláusula: ${claimed!.name}` },
      {
        userId: user(21),
        amount: claimed!.value,
        kind: 'release_clause',
        reference: `offer:${clause!.id}`,
        description: `Cláusula recibida: ${claimed!.name}`,
      },
    ],
    { actorId: 2, seasonId },
  );

  const [wanted] = await playersOf(tx, 25, 1);
  // Made "now" so they are still hidden whenever the demo is loaded (reveal is the next window end).
  const createdAt = now;
  const revealAt = revealTime(createdAt, DEFAULT_LEAGUE_TZ, rules);
  for (const [manager, extra] of [
    [24, Math.round(wanted!.value * 0.3)],
    [23, Math.round(wanted!.value * 0.5)],
  ] as const) {
    await tx.insert(releaseClauses).values({
      playerId: wanted!.id,
      name: wanted!.name,
      teamId: 25,
      createdBy: user(manager),
      value: wanted!.value,
      extraValue: extra,
      totalValue: wanted!.value + extra,
      seasonId,
      revealAt,
      createdAt,
    });
  }
}
