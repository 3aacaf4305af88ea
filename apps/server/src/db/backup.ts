import { getTableName, sql } from 'drizzle-orm';
import type { Db } from './client';
import * as s from './schema';

/** Tables in an order where every reference points backwards (tokens are not kept: log in again). */
const TABLES = [
  s.users,
  s.seasons,
  s.teams,
  s.players,
  s.transfers,
  s.transferPlayers,
  s.releaseClauses,
  s.auctions,
  s.auctionBids,
  s.auctionMaxBids,
  s.tournaments,
  s.fixtures,
  s.matches,
  s.matchStatistics,
  s.matchBets,
  s.playerBets,
  s.userBets,
  s.prizes,
  s.predictions,
  s.chatMessages,
  s.settings,
  s.ledgerEntries,
].map(getTableName);

export interface Backup {
  format: 'superliga-backup';
  version: 1;
  created_at: string;
  tables: Record<string, unknown[]>;
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * A logical backup: every table's rows as JSON, read in one repeatable-read transaction so the
 * copy is consistent. Engine-neutral: a PGlite backup restores into PostgreSQL and back.
 */
export async function exportDatabase(db: Db, now = new Date()): Promise<Backup> {
  const tables: Record<string, unknown[]> = {};
  await db.transaction(
    async (tx) => {
      for (const t of TABLES) tables[t] = ((await tx.execute(sql.raw(`select * from "${t}" order by 1`))) as unknown as Rows).rows;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { format: 'superliga-backup', version: 1, created_at: now.toISOString(), tables };
}

/** Restores into a migrated, empty database (refuses one that has users), in one transaction. */
export async function importDatabase(db: Db, backup: Backup) {
  if (backup.format !== 'superliga-backup' || backup.version !== 1) throw new Error('Formato de copia de seguridad desconocido.');
  await db.transaction(async (tx) => {
    const existing = (await tx.execute(sql`select count(*)::int as n from users`)) as unknown as Rows;
    if (Number(existing.rows[0]!.n) > 0) throw new Error('La base de destino no está vacía.');
    // The bootstrap may have created the free-agent team, a season and settings: the backup replaces them.
    for (const t of [...TABLES].reverse()) await tx.execute(sql.raw(`delete from "${t}"`));
    for (const t of TABLES) {
      const rows = backup.tables[t] ?? [];
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = JSON.stringify(rows.slice(i, i + 1000));
        await tx.execute(sql`insert into ${sql.identifier(t)} select * from json_populate_recordset(null::${sql.identifier(t)}, ${chunk}::json)`);
      }
      const hasId = (await tx.execute(
        sql`select 1 from information_schema.columns where table_name = ${t} and column_name = 'id' and column_default like 'nextval%'`,
      )) as unknown as Rows;
      if (hasId.rows.length)
        await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('"${t}"', 'id'), greatest((select coalesce(max(id), 0) from "${t}"), 1))`));
    }
  });
}
