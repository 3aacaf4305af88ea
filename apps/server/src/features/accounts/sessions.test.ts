import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { tokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, FACTORY_PASSWORD, tokenFor } from '../../../test/factories';

/** Sessions end after a period of no use and when the password or the role changes (decision 006). */
const DAY = 86_400_000;
let t: TestApp;
afterEach(() => t?.close());

const me = (token: string) => t.request('GET', '/api/user', { token }).then((r) => r.status);
const tokenRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, Number(token.split('|')[0])))
  )[0];

describe('idle sessions', () => {
  it('a token unused for 30 days (the default) stops working; each use keeps it alive', async () => {
    t = await createTestApp();
    const { token } = await createUser(t.db);
    t.clock.advance(29 * DAY);
    expect(await me(token)).toBe(200);
    t.clock.advance(29 * DAY);
    expect(await me(token)).toBe(200);
    t.clock.advance(30 * DAY + 60_000);
    expect(await me(token)).toBe(401);
    expect(await tokenRow(token)).toBeUndefined();
  });

  it('SESSION_IDLE_DAYS sets the period', async () => {
    t = await createTestApp({ config: { SESSION_IDLE_DAYS: 2 } });
    const { token } = await createUser(t.db);
    const other = (await createUser(t.db)).token;
    t.clock.advance(DAY + DAY / 2);
    expect(await me(token)).toBe(200);
    t.clock.advance(DAY);
    expect(await me(other)).toBe(401);
    expect(await me(token)).toBe(200);
  });

  it('the last use is written at most once an hour per token', async () => {
    t = await createTestApp();
    const { token } = await createUser(t.db);
    await me(token);
    expect((await tokenRow(token))!.lastUsedAt).toBeNull();
    t.clock.advance(2 * 3_600_000);
    await me(token);
    const first = (await tokenRow(token))!.lastUsedAt!;
    expect(first.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(30 * 60_000);
    await Promise.all([me(token), me(token), me(token)]);
    expect((await tokenRow(token))!.lastUsedAt!.getTime()).toBe(first.getTime());
  });
});

describe('absolute lifetime', () => {
  const login = async () => {
    await createUser(t.db, { email: 'vida@liga.com' });
    const res = await t.request('POST', '/api/login', { body: { email: 'vida@liga.com', password: FACTORY_PASSWORD } });
    return res.body.token as string;
  };

  it('a session used every day still ends 90 days (the default) after login', async () => {
    t = await createTestApp();
    const token = await login();
    for (let day = 10; day <= 90; day += 10) {
      t.clock.advance(10 * DAY);
      expect(await me(token)).toBe(200);
    }
    t.clock.advance(DAY);
    expect(await me(token)).toBe(401);
    expect(await tokenRow(token)).toBeUndefined();
  });

  it('SESSION_MAX_DAYS sets it; a new login starts a new lifetime', async () => {
    t = await createTestApp({ config: { SESSION_MAX_DAYS: 3 } });
    const first = await login();
    t.clock.advance(2 * DAY);
    expect(await me(first)).toBe(200);
    const second = (await t.request('POST', '/api/login', { body: { email: 'vida@liga.com', password: FACTORY_PASSWORD } })).body.token as string;
    t.clock.advance(DAY + 60_000);
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(200);
  });
});

describe('revoked sessions', () => {
  it('a password change ends the other sessions and keeps the current one', async () => {
    t = await createTestApp();
    const { user, token: current } = await createUser(t.db);
    const other = await tokenFor(t.db, user.id);
    const bystander = (await createUser(t.db)).token;
    const res = await t.request('PUT', `/api/users/${user.id}`, { token: current, body: { password: 'otra-clave-9', password_confirmation: 'otra-clave-9' } });
    expect(res.status).toBe(200);
    expect(await me(current)).toBe(200);
    expect(await me(other)).toBe(401);
    expect(await me(bystander)).toBe(200);
  });

  it("an Admin's role or password change ends every session of that user, not the Admin's", async () => {
    t = await createTestApp();
    const admin = (await createUser(t.db, { rol: 'Admin' })).token;
    const { user, token } = await createUser(t.db, { rol: 'Manager Primera' });
    const second = await tokenFor(t.db, user.id);
    expect((await t.request('PUT', `/api/users/${user.id}`, { token: admin, body: { rol: 'visitante' } })).status).toBe(200);
    expect(await me(token)).toBe(401);
    expect(await me(second)).toBe(401);
    expect(await me(admin)).toBe(200);

    const third = await tokenFor(t.db, user.id);
    expect((await t.request('PUT', `/api/users/${user.id}`, { token: admin, body: { name: 'Otro Nombre' } })).status).toBe(200);
    expect(await me(third)).toBe(200);
    expect(
      (await t.request('PUT', `/api/users/${user.id}`, { token: admin, body: { password: 'otra-clave-9', password_confirmation: 'otra-clave-9' } })).status,
    ).toBe(200);
    expect(await me(third)).toBe(401);
  });
});
