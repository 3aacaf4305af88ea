import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MAX, MSG } from '@superliga/league';
import { ledgerEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, expectLedgersBalanced } from '../../../test/factories';

/**
 * Money is exact end to end (decision 006): budgets and amounts up to MONEY_MAX (10^15) go
 * through the API, the ledger and the database without drifting; above it they are refused.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
});
afterAll(() => t.close());

/** The stored values as PostgreSQL text, not through JS numbers. */
async function stored(userId: number) {
  const res = (await t.db.execute(
    sql`select u.profits::text as profits, (select coalesce(sum(amount), 0)::text from ledger_entries where user_id = u.id) as ledger,
        (select balance_after::text from ledger_entries where user_id = u.id order by id desc limit 1) as last from users u where u.id = ${userId}`,
  )) as unknown as { rows: { profits: string; ledger: string; last: string }[] };
  return res.rows[0]!;
}
const entries = async (userId: number) => (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))).length;
const newUser = (profits: number | string) =>
  t.request('POST', '/api/users', {
    token: admin,
    body: { name: 'Rico', email: `rico${Math.random()}@liga.com`, password: 'secreto123', password_confirmation: 'secreto123', profits },
  });

describe('money at the bound', () => {
  it('a budget of MONEY_MAX round-trips exactly through API, ledger and database', async () => {
    const res = await newUser(MONEY_MAX);
    expect(res.status).toBe(201);
    expect(res.body.profits).toBe(MONEY_MAX);
    const id = res.body.id as number;
    expect(await stored(id)).toEqual({ profits: '1000000000000000', ledger: '1000000000000000', last: '1000000000000000' });

    // Amounts near the bound, down and up again, each exact.
    expect((await t.request('PUT', `/api/users/${id}`, { token: admin, body: { reason: 'Ajuste de prueba', budget_change: -(MONEY_MAX - 1) } })).status).toBe(
      200,
    );
    expect(await stored(id)).toEqual({ profits: '1', ledger: '1', last: '1' });
    const up = await t.request('PUT', `/api/users/${id}`, { token: admin, body: { reason: 'Ajuste de prueba', budget_change: MONEY_MAX - 3 } });
    expect(up.status).toBe(200);
    expect(up.body.user.profits).toBe(MONEY_MAX - 2);
    expect(await stored(id)).toEqual({ profits: '999999999999998', ledger: '999999999999998', last: '999999999999998' });
    expect((await t.request('GET', `/api/users/${id}`, { token: admin })).body.profits).toBe(MONEY_MAX - 2);
    await expectLedgersBalanced(t.db);
  });

  it.each([
    ['profits on create', () => newUser(MONEY_MAX + 1), 'profits', MSG.budgetAboveMax],
    ['a profits beyond 2^53 on create', () => newUser('9007199254740993'), 'profits', 'El presupuesto debe ser un número entero.'],
  ])('%s above the bound is a 422 in Spanish', async (_, send, field, message) => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('a budget_change or profits above the bound is a 422 in Spanish and writes nothing', async () => {
    const { user } = await createUser(t.db, { profits: 5 });
    for (const body of [{ budget_change: MONEY_MAX + 1 }, { budget_change: -(MONEY_MAX + 1) }, { profits: MONEY_MAX + 1 }]) {
      const res = await t.request('PUT', `/api/users/${user.id}`, { token: admin, body });
      expect(res.status).toBe(422);
      expect(Object.values(res.body.errors as Record<string, string[]>)[0]![0]).toMatch(/no puede superar 1\.000\.000\.000\.000\.000/);
    }
    expect(await stored(user.id)).toEqual({ profits: '5', ledger: '5', last: '5' });
  });

  it('a credit that would take a budget past the bound is refused with nothing written', async () => {
    const { user } = await createUser(t.db, { profits: MONEY_MAX - 10 });
    const before = await entries(user.id);
    const res = await t.request('PUT', `/api/users/${user.id}`, { token: admin, body: { reason: 'Ajuste de prueba', budget_change: 11, name: 'Cambiado' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.budgetAboveMax);
    expect(await stored(user.id)).toEqual({ profits: String(MONEY_MAX - 10), ledger: String(MONEY_MAX - 10), last: String(MONEY_MAX - 10) });
    expect(await entries(user.id)).toBe(before);
    expect((await t.request('GET', `/api/users/${user.id}`, { token: admin })).body.name).not.toBe('Cambiado');
    // Exactly to the bound is allowed.
    expect((await t.request('PUT', `/api/users/${user.id}`, { token: admin, body: { reason: 'Ajuste de prueba', budget_change: 10 } })).status).toBe(200);
    expect((await stored(user.id)).profits).toBe('1000000000000000');
  });

  it('the database refuses a budget above the bound from any other writer', async () => {
    const { user } = await createUser(t.db);
    await expect(t.db.execute(sql`update users set profits = 1000000000000001 where id = ${user.id}`)).rejects.toThrow();
  });
});
