import { buildApp, defaultWebDist } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { bootstrap } from './db/seed/bootstrap';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { startBackupScheduler } from './backup-scheduler';
import { migrateWithBackup } from './features/backups/backups.service';
import { startMarketScheduler, startOutboxSweep } from './features/jobs/jobs.service';
import { systemClock, TestClock } from './lib/clock';
import { loggerOptions } from './lib/log';

async function main() {
  const config = loadConfig();
  // End-to-end runs move time through PUT /api/test/clock; nothing else can.
  const clock = config.E2E_TEST_CLOCK === true && config.NODE_ENV === 'test' ? new TestClock(new Date()) : systemClock;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE, full: true });
  // A new embedded database gets the demo league unless DEMO_DATA=0; a server database only with DEMO_DATA=1.
  const demo = config.DEMO_DATA ?? !config.DATABASE_URL;
  // Bootstrapped under the migration lock: processes started together insert the basics once.
  // Pending migrations on a league with data are preceded by a backup (decision 020).
  const { demoLoaded } = (await migrateWithBackup(database, { clock, config }, () =>
    bootstrap(database.db, { demo, adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, now: clock.now() }),
  ))!;

  const app = await buildApp({
    database,
    clock,
    webDist: defaultWebDist,
    config: {
      LEAGUE_TZ: config.LEAGUE_TZ,
      LLM_BASE_URL: config.LLM_BASE_URL,
      LLM_API_KEY: config.LLM_API_KEY,
      LLM_MODEL: config.LLM_MODEL,
      SESSION_IDLE_DAYS: config.SESSION_IDLE_DAYS,
      OUTGOING_ALLOW_LOOPBACK: config.OUTGOING_ALLOW_LOOPBACK,
      SESSION_MAX_DAYS: config.SESSION_MAX_DAYS,
      BACKUP_DIR: config.BACKUP_DIR,
      BACKUP_KEEP_DAYS: config.BACKUP_KEEP_DAYS,
      PG_BIN_DIR: config.PG_BIN_DIR,
      BACKUP_EVERY_HOURS: config.BACKUP_EVERY_HOURS,
      LEGACY_MYSQL_URL: config.LEGACY_MYSQL_URL,
    },
    requestTimeoutMs: config.REQUEST_TIMEOUT_SECONDS * 1000,
    logger: loggerOptions(config.LOG_FORMAT, config.LOG_LEVEL),
    loginLimits: config.LOGIN_RATE_LIMIT ? { perIp: config.LOGIN_RATE_LIMIT, perEmail: config.LOGIN_RATE_LIMIT, windowMs: 60_000 } : undefined,
  });

  // Clause rounds resolve themselves at each reveal, auctions settle at their end (when the season
  // says so); the first run catches up on what came due while the server was down. With a test
  // clock only that first run: end-to-end tests resolve with POST /api/test/clause-rounds/resolve.
  const marketClock = startMarketScheduler(app.deps, {
    intervalMs: clock === systemClock ? 30_000 : 0,
    onError: (err) => app.log.error({ err }, 'scheduled market work failed'),
  });

  // The scheduled backup, taken by one process of all each period; the first check catches up on
  // one that came due while the server was down.
  const backups = startBackupScheduler(app.deps, {
    everyHours: config.BACKUP_EVERY_HOURS,
    repeat: clock === systemClock,
    onError: (err) => app.log.error({ err }, 'scheduled backup failed'),
  });

  // Notices are delivered by the outbox worker as they are written; the sweep records a run of the
  // job once a minute across processes, for 'Tareas'.
  const outboxSweep = startOutboxSweep(app.deps, {
    repeat: clock === systemClock,
    onError: (err) => app.log.error({ err }, 'outbox sweep failed'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await marketClock.stop();
    await backups.stop();
    await outboxSweep.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://${config.HOST}:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  Superliga está corriendo en ${url}`,
    `  Base de datos: ${database.kind === 'pglite' ? `embebida (${config.DATA_DIR})` : 'PostgreSQL'}${demoLoaded ? ' — liga de demostración cargada' : ''}`,
  ];
  if (demo) {
    lines.push(`  Cuentas de demostración (contraseña "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.rol.padEnd(20)} ${a.email}`);
  }
  lines.push(
    `  Copias de seguridad en ${config.BACKUP_DIR}` +
      (config.BACKUP_EVERY_HOURS > 0 ? ` (cada ${config.BACKUP_EVERY_HOURS} h, se guardan ${config.BACKUP_KEEP_DAYS} días)` : ' (sin copias programadas)'),
    '  Para detener el servidor: Ctrl+C',
  );
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
