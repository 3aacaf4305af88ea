import { writeFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { bootstrap } from './bootstrap';
import { seedLargeLeague } from './large';
import { users } from '../schema';
import { eq } from 'drizzle-orm';
import { BENCH_ADMIN } from './large';

/** `npm run seed:large`: the benchmark league in DATA_DIR (or DATABASE_URL), once. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await bootstrap(database.db, { demo: true, now: new Date() });
  const existing = await database.db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN.email));
  if (existing.length) {
    console.log('La liga grande ya está cargada.');
  } else {
    const started = Date.now();
    const seeded = await seedLargeLeague(database.db, (s) => console.log(s));
    // The benchmark reads which tournament to ask standings for.
    if (process.env.LARGE_META_FILE) writeFileSync(process.env.LARGE_META_FILE, JSON.stringify(seeded));
    console.log(`Liga grande cargada en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
