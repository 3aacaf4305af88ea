import { eq, sql } from 'drizzle-orm';
import { DEFAULT_FREE_AGENT_TEAM_ID, DEFAULT_SEASON_ID } from '@superliga/league';
import type { Db } from '../client';
import { seasons, teams, users } from '../schema';
import { hashPassword, passwordRefusal } from '../../features/accounts/accounts.service';
import { SETTING_KEYS } from '../../features/settings/settings.service';
import { readSettingValues as readSettings, resetSequence, writeSettingValue as writeSetting } from '../../features/settings/settings.service';
import { loadDemoLeague } from './demo';

const FREE_AGENT_TEAM_NAME = 'Agentes libres';

/** Every database has the free-agent team and a current season; the documents' ids hold. */
async function ensureLeagueBasics(db: Db, now: Date) {
  const s = await readSettings(db);
  if (!s[SETTING_KEYS.freeAgentTeamId]) {
    const existing = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, FREE_AGENT_TEAM_NAME)).limit(1);
    let id = existing[0]?.id;
    if (!id) {
      const taken = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, DEFAULT_FREE_AGENT_TEAM_ID)).limit(1);
      const [row] = await db
        .insert(teams)
        .values({ ...(taken.length ? {} : { id: DEFAULT_FREE_AGENT_TEAM_ID }), name: FREE_AGENT_TEAM_NAME, division: null })
        .returning({ id: teams.id });
      id = row!.id;
      await resetSequence(db, 'teams');
    }
    await writeSetting(db, SETTING_KEYS.freeAgentTeamId, String(id));
  }
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(seasons)) as [{ n: number }];
  if (n === 0) {
    await db.insert(seasons).values({ id: DEFAULT_SEASON_ID, name: `Temporada ${DEFAULT_SEASON_ID}`, startDate: now, active: true });
    await resetSequence(db, 'seasons');
  }
}

async function ensureAdmin(db: Db, email: string | undefined, password: string | undefined) {
  if (!email || !password) return;
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.rol, 'Admin')).limit(1);
  if (existing.length) return;
  // The first Admin's password is set here: the same rule as any other (decision 015).
  const refusal = passwordRefusal(password);
  if (refusal) throw new Error(`Invalid configuration:\n  ADMIN_PASSWORD: ${refusal}`);
  await db.insert(users).values({ name: 'Administrador', email: email.toLowerCase(), passwordHash: await hashPassword(password), rol: 'Admin' });
}

export interface BootstrapOptions {
  demo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  now: Date;
}

/** Run at every start: idempotent. Loads the demo league only into an empty database. */
export async function bootstrap(db: Db, opts: BootstrapOptions) {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
  const demoLoaded = opts.demo && n === 0 ? await loadDemoLeague(db, opts.now) : false;
  await ensureLeagueBasics(db, opts.now);
  await ensureAdmin(db, opts.adminEmail, opts.adminPassword);
  return { demoLoaded };
}
