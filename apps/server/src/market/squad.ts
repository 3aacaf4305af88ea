import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { players } from '../db/schema';

/*
 * The only code that writes a player's team (`id_team`) or status (docs/decisions/042-the-market-module.md).
 * The market's commands move players here (a confirmed offer, a settled auction, a transfer, a
 * reversal, a squad action), and so do the features outside it: the Admin's and the FM import's
 * edits of a player, a hand-over that closes its transfers, the season's rollover. The bulk
 * loaders that insert fresh rows (db/seed, the legacy import) write theirs directly.
 */

/** A player goes to `teamId` with `status` (a confirmed offer or auction, a reversal that gives him back). */
export async function movePlayer(db: DbOrTx, playerId: number, teamId: number, status: string) {
  await db.update(players).set({ teamId, status }).where(eq(players.id, playerId));
}

/** A squad action's change of one player: his status, and his team when he is released. */
export async function setSquadPlayer(db: DbOrTx, id: number, values: { teamId?: number; status: string }) {
  await db.update(players).set(values).where(eq(players.id, id));
}

/** The players of a transfer take `status` (reserved while it is pending) and, once it is final, the buyer's team. */
export async function setPlayersStatus(db: DbOrTx, ids: number[], status: string, teamId?: number) {
  await db
    .update(players)
    .set({ status, ...(teamId ? { teamId } : {}) })
    .where(inArray(players.id, ids));
}

/** A transfer that did not happen gives its players back the status they had before it reserved them. */
export async function restoreTransferPlayers(db: DbOrTx, transferId: number) {
  await db.execute(sql`
    update players p set status = coalesce(tp.previous_status, 'registrado')
    from transfer_players tp where tp.transfer_id = ${transferId} and tp.player_id = p.id`);
}

/** A new player of the league (the Admin's form, the FM import). */
export async function insertPlayer(db: DbOrTx, values: typeof players.$inferInsert) {
  const [row] = await db.insert(players).values(values).returning({ id: players.id });
  return row!.id;
}

/** The Admin's or the FM import's edit of a player, team and status included; undefined when there is none. */
export async function updatePlayer(db: DbOrTx, id: number, values: Partial<typeof players.$inferInsert>) {
  const rows = await db.update(players).set(values).where(eq(players.id, id)).returning({ id: players.id });
  return rows[0]?.id;
}

/** The season's rollover: every player's new age and status, one statement per chunk from a VALUES list. */
export async function setAgesAndStatuses(db: DbOrTx, rows: { id: number; age: number; status: string }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.age}::int, ${r.status}::varchar)`),
    sql`, `,
  );
  await db.execute(sql`update players set age = v.age, status = v.status from (values ${values}) as v(id, age, status) where players.id = v.id`);
}
