import { z } from 'zod';
import { DEFAULT_LEAGUE_TZ } from '@superliga/league';

export const DEFAULT_SESSION_IDLE_DAYS = 30;
/** A session ends this many days after login however much it is used (decision 015). */
export const DEFAULT_SESSION_MAX_DAYS = 90;
/** A request must arrive whole (headers and body) within this many seconds (decision 015). */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
export const DEFAULT_LEGACY_MYSQL_URL = 'mysql://root@127.0.0.1:3306';
export const DEFAULT_POOL_SIZE = 5;
export const DEFAULT_BACKUP_KEEP_DAYS = 14;

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Connections each process keeps to PostgreSQL. A request that holds an Idempotency-Key keeps its
   * connection while it waits for a row another request holds (racing bids on one auction), so a
   * pool smaller than the requests in flight makes everyone else's requests wait behind those.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
  DATA_DIR: z.string().min(1).default('./data'),
  LEAGUE_TZ: z.string().min(1).default(DEFAULT_LEAGUE_TZ),
  ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Checked by the password rule when the first Admin is created (db/seed/bootstrap.ts).
  ADMIN_PASSWORD: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_DATA: flag,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** End-to-end runs move the server's time through PUT /api/test/clock; only together with NODE_ENV=test. */
  E2E_TEST_CLOCK: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty': one short readable line per request (npm start); 'json': pino's lines, for a log collector. */
  LOG_FORMAT: z.enum(['pretty', 'json']).default('pretty'),
  /** Where backups are written and listed (decision 020); shared storage when several machines serve the league. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** Hours between scheduled backups, taken once by one process of all (0: none). */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Backups older than this many days are removed when a new one is written (the newest is always kept). */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_BACKUP_KEEP_DAYS),
  /** The folder of pg_dump and pg_restore when the PATH's are not the server's version (decision 021). */
  PG_BIN_DIR: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** A session (token) not used for this many days stops working. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_SESSION_IDLE_DAYS),
  /** A session (token) stops working this many days after it was issued, even if used every day. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_SESSION_MAX_DAYS),
  /** The MariaDB/MySQL server where an uploaded dump of the old app is loaded to be read (docs/decisions/018). */
  LEGACY_MYSQL_URL: z.string().min(1).default(DEFAULT_LEGACY_MYSQL_URL),
  /**
   * Seconds a client has to send a whole request (headers and body): a body that trickles in
   * holds a connection and its memory until then, and is answered 408.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_REQUEST_TIMEOUT_SECONDS),
  /**
   * Test-only: outgoing calls (push endpoints, the Discord webhook) may go to a loopback address on
   * any port, so tests can run their receivers on this machine (decision 014). Off unless set; never
   * set it in production: loopback is exactly what a forged URL would aim at.
   */
  OUTGOING_ALLOW_LOOPBACK: flag,
  /**
   * Login and signup attempts per minute per IP, and failed logins per minute on one email from
   * one IP (until one succeeds), counted in the database (every process together). Unset: 30 per
   * IP and 10 per email and IP in 5 minutes (decision 015). Tests and benches raise it.
   */
  LOGIN_RATE_LIMIT: z.union([z.literal('').transform(() => undefined), z.coerce.number().int().min(1).max(1_000_000)]).optional(),
});

export type Config = z.infer<typeof envSchema>;

/**
 * Whether this process runs under the test runner, for code that has no config at hand (the
 * warnings of a lost connection or an event that could not be published stay quiet in tests).
 * The environment is read here only (ARCHITECTURE §5).
 */
export const isTestProcess = () => process.env.NODE_ENV === 'test';

/** Parses the environment once; lists every problem and exits instead of starting half-configured. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.ADMIN_EMAIL && !cfg.ADMIN_PASSWORD) throw new Error('Invalid configuration:\n  ADMIN_PASSWORD: required with ADMIN_EMAIL');
  // Loopback is exactly what a forged push or webhook URL would aim at (decision 014): a test switch only.
  if (cfg.OUTGOING_ALLOW_LOOPBACK && cfg.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  OUTGOING_ALLOW_LOOPBACK: not allowed with NODE_ENV=production');
  return cfg;
}
