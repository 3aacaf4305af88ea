import { LEGACY_COLUMNS, LEGACY_MSG, LEGACY_TABLES, type LegacySnapshot } from '@superliga/league';
import mysql from 'mysql2/promise';

export interface LegacyRead {
  snapshot: LegacySnapshot;
  /** Expected tables and columns the database lacks, as Spanish report lines. */
  missing: string[];
}

/**
 * Reads the old app's MySQL/MariaDB database (docs/decisions/018-legacy-import.md): for each
 * table the importer knows, the expected columns it finds, in id order. Dates come as the text
 * the old app stored (league time); the plan turns them into instants. Decimals come as text,
 * so money is never rounded by the driver. Nothing is written.
 */
export async function readLegacyDatabase(url: string): Promise<LegacyRead> {
  const connection = await mysql.createConnection({ uri: url, dateStrings: true, supportBigNumbers: true, bigNumberStrings: false });
  try {
    const [rows] = await connection.query('SELECT TABLE_NAME AS t, COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()');
    const found = new Map<string, Set<string>>();
    for (const { t, c } of rows as { t: string; c: string }[]) found.set(t, (found.get(t) ?? new Set()).add(c));
    const snapshot: LegacySnapshot = {};
    const missing: string[] = [];
    for (const table of LEGACY_TABLES) {
      const columns = found.get(table);
      if (!columns) {
        missing.push(LEGACY_MSG.missingTable(table));
        continue;
      }
      const present = LEGACY_COLUMNS[table].filter((c) => columns.has(c));
      for (const c of LEGACY_COLUMNS[table]) if (!columns.has(c)) missing.push(LEGACY_MSG.missingColumn(table, c));
      if (!present.includes('id')) continue;
      const list = present.map((c) => connection.escapeId(c)).join(', ');
      const [data] = await connection.query(`SELECT ${list} FROM ${connection.escapeId(table)} ORDER BY id`);
      snapshot[table] = data as Record<string, unknown>[];
    }
    return { snapshot, missing };
  } finally {
    await connection.end();
  }
}
