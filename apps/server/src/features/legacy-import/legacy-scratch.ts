import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { refuse } from '../../lib/errors';

/**
 * A dump may name its own database (`mysqldump --databases` writes CREATE DATABASE and USE):
 * those lines are dropped so it always loads into the scratch database (docs/decisions/018).
 */
const scratchable = (dump: string) => dump.replace(/^\s*(USE\s+\S+|CREATE\s+DATABASE\b[^;]*);/gim, '');

/**
 * Loads an uploaded `.sql` dump of the old app into a scratch database of its own on the
 * MariaDB/MySQL server at `serverUrl`, hands its URL to `read`, and drops it whatever happens.
 */
export async function withDumpLoaded<T>(serverUrl: string, dump: string, read: (url: string) => Promise<T>): Promise<T> {
  // The process id in the name tells whose a leftover is (and lets a test count only its own).
  const name = `superliga_scratch_${process.pid}_${randomBytes(6).toString('hex')}`;
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({ uri: serverUrl, multipleStatements: true });
  } catch {
    throw refuse('legacy.source_unreachable');
  }
  try {
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    try {
      await connection.query(`USE \`${name}\`; ${scratchable(dump)}`);
    } catch (err) {
      throw refuse('legacy.dump_failed', (err as Error).message.slice(0, 200));
    }
    return await read(`${serverUrl.replace(/\/+$/, '')}/${name}`);
  } finally {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
    await connection.end().catch(() => undefined);
  }
}
