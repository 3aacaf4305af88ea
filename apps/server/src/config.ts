import { z } from 'zod';
import { DEFAULT_LEAGUE_TZ } from '@superliga/league';

export const DEFAULT_SESSION_IDLE_DAYS = 30;
export const DEFAULT_LEGACY_MYSQL_URL = 'mysql://root@127.0.0.1:3306';
export const DEFAULT_POOL_SIZE = 5;

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
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_DATA: flag,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LLM_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** A session (token) not used for this many days stops working. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_SESSION_IDLE_DAYS),
  /** The MariaDB/MySQL server where an uploaded dump of the old app is loaded to be read (docs/decisions/018). */
  LEGACY_MYSQL_URL: z.string().min(1).default(DEFAULT_LEGACY_MYSQL_URL),
  /**
   * Login and signup attempts per minute, per IP and per email, counted in the database (every
   * process together). Unset: 30 per IP and 10 per email in 5 minutes. Tests and benches raise it.
   */
  LOGIN_RATE_LIMIT: z.union([z.literal('').transform(() => undefined), z.coerce.number().int().min(1).max(1_000_000)]).optional(),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once; lists every problem and exits instead of starting half-configured. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.ADMIN_EMAIL && !cfg.ADMIN_PASSWORD) throw new Error('Invalid configuration:\n  ADMIN_PASSWORD: required with ADMIN_EMAIL');
  return cfg;
}
