import mysql from 'mysql2/promise';

/** The MariaDB/MySQL server the legacy-import tests need (CI starts it; docs/decisions/018-legacy-import.md). */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** A database of its own for one test file, loaded with `sql`; `drop()` removes it. */
export async function createLegacyDatabase(sql: string) {
  const name = `superliga_legacy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await mysql.createConnection({ uri: TEST_MYSQL_URL, multipleStatements: true });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.query(`USE \`${name}\`; ${sql}`);
  return {
    name,
    url: `${TEST_MYSQL_URL}/${name}`,
    query: (statement: string) => admin.query(`USE \`${name}\`; ${statement}`),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}
