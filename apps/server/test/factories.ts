import { searchKey, type Division, type PlayerStatus, type Role } from '@superliga/league';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { ledgerEntries, players, seasons, teams, users } from '../src/db/schema';
import { hashPassword } from '../src/features/accounts/passwords';
import { formatToken, hashTokenSecret, newTokenSecret } from '../src/features/accounts/tokens';
import { tokens } from '../src/db/schema';

let seq = 0;
const next = () => ++seq;
let passwordHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'contraseña-segura';

/** A user with a token; budget written through the ledger like any other money. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { rol?: Role } = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      name: `Usuario ${n}`,
      email: `usuario${n}-${Math.random().toString(36).slice(2, 8)}@test.local`,
      passwordHash: await (passwordHash ??= hashPassword(FACTORY_PASSWORD)),
      rol: 'visitante',
      ...overrides,
    })
    .returning();
  if (user!.profits) {
    await db.insert(ledgerEntries).values({ userId: user!.id, amount: user!.profits, balanceAfter: user!.profits, kind: 'initial' });
  }
  const secret = newTokenSecret();
  const [t] = await db
    .insert(tokens)
    .values({ userId: user!.id, secretHash: hashTokenSecret(secret) })
    .returning({ id: tokens.id });
  return { user: user!, token: formatToken(t!.id, secret) };
}

export async function createSeason(db: Db, overrides: Partial<typeof seasons.$inferInsert> = {}) {
  const [row] = await db
    .insert(seasons)
    .values({ name: `Temporada ${next()}`, startDate: new Date(Date.now() - 7 * 86_400_000), active: true, ...overrides })
    .returning();
  return row!;
}

export async function createTeam(db: Db, overrides: Partial<typeof teams.$inferInsert> & { division?: Division | null } = {}) {
  const [row] = await db
    .insert(teams)
    .values({ name: `Equipo ${next()}`, division: 'Primera', ...overrides })
    .returning();
  return row!;
}

export async function createPlayer(db: Db, overrides: Partial<typeof players.$inferInsert> & { status?: PlayerStatus; teamId: number }) {
  const name = overrides.name ?? `Jugador ${next()}`;
  const [row] = await db
    .insert(players)
    .values({ name, searchName: searchKey(name), status: 'registrado', value: 10_000_000, ca: 120, pa: 140, age: 24, ...overrides })
    .returning();
  return row!;
}

/** A manager (of the division's role) who owns a new team in that division. */
export async function createManager(db: Db, division: Division = 'Primera', userOverrides: Partial<typeof users.$inferInsert> & { rol?: Role } = {}) {
  const { user, token } = await createUser(db, { rol: division === 'Primera' ? 'Manager Primera' : 'Manager Segunda', profits: 100_000_000, ...userOverrides });
  const team = await createTeam(db, { division, userId: user.id });
  return { user, token, team };
}

/** The sum of a user's ledger must always equal their budget. */
export async function ledgerSum(db: Db, userId: number) {
  const res = (await db.execute(sql`select coalesce(sum(amount), 0)::bigint as s from ledger_entries where user_id = ${userId}`)) as unknown as {
    rows: { s: string | number }[];
  };
  return Number(res.rows[0]!.s);
}

/** A user's budget as stored. */
export async function profitsOf(db: Db, userId: number) {
  const [row] = await db
    .select({ profits: users.profits })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row!.profits;
}

/** Every user's ledger sums to their budget, and no budget is negative. */
export async function expectLedgersBalanced(db: Db) {
  const res = (await db.execute(sql`
    select u.id, u.profits::bigint as profits, coalesce(sum(l.amount), 0)::bigint as total
    from users u left join ledger_entries l on l.user_id = u.id group by u.id, u.profits`)) as unknown as {
    rows: { id: number; profits: string | number; total: string | number }[];
  };
  const off = res.rows.filter((r) => Number(r.profits) !== Number(r.total) || Number(r.profits) < 0);
  if (off.length) throw new Error(`ledger out of balance for users ${off.map((r) => `${r.id} (${r.profits} vs ${r.total})`).join(', ')}`);
}

/** A fresh token for an existing user (e.g. a demo account). */
export async function tokenFor(db: Db, userId: number) {
  const secret = newTokenSecret();
  const [t] = await db
    .insert(tokens)
    .values({ userId, secretHash: hashTokenSecret(secret) })
    .returning({ id: tokens.id });
  return formatToken(t!.id, secret);
}
