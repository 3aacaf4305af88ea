import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MSG, MSG } from '@superliga/league';
import { ledgerEntries, teams, tokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createUser, FACTORY_PASSWORD, ledgerSum } from '../../../test/factories';
import { hashPassword } from '../accounts/accounts.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let organizer: string;
let manager: Awaited<ReturnType<typeof createManager>>;
let other: Awaited<ReturnType<typeof createManager>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { rol: 'Admin', name: 'AAA Admin' });
  organizer = (await createUser(t.db, { rol: 'Organizador' })).token;
  manager = await createManager(t.db, 'Primera', { name: 'Manager Uno' });
  other = await createManager(t.db, 'Segunda', { name: 'Manager Dos' });
});
afterAll(() => t.close());

const budget = async (id: number) => (await t.db.select({ p: users.profits }).from(users).where(eq(users.id, id)))[0]!.p;
const login = (email: string, password: string) => t.request('POST', '/api/login', { body: { email, password } });

describe('GET /api/users', () => {
  it('pages users by name with their team; emails only for Admin and the user', async () => {
    const asManager = await t.request('GET', '/api/users', { token: manager.token, query: { per_page: '100' } });
    expect(asManager.status).toBe(200);
    expect(asManager.body.meta).toMatchObject({ current_page: 1, per_page: 100 });
    const names = asManager.body.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const me = asManager.body.data.find((u: { id: number }) => u.id === manager.user.id);
    expect(me).toMatchObject({
      email: manager.user.email,
      rol: 'Manager Primera',
      profits: 100_000_000,
      team: { id: manager.team.id, name: manager.team.name, division: 'Primera' },
    });
    const them = asManager.body.data.find((u: { id: number }) => u.id === other.user.id);
    expect(them.email).toBeUndefined();
    const asAdmin = await t.request('GET', '/api/users', { token: admin.token, query: { per_page: '1', page: '2' } });
    expect(asAdmin.body.data).toHaveLength(1);
    expect(asAdmin.body.data[0].email).toBeDefined();
    expect(asAdmin.body.meta.last_page).toBe(asAdmin.body.meta.total);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers a user (email hidden from others) or 404', async () => {
    const res = await t.request('GET', `/api/users/${other.user.id}`, { token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.user.id, name: 'Manager Dos', rol: 'Manager Segunda' });
    expect(res.body.email).toBeUndefined();
    expect((await t.request('GET', `/api/users/${other.user.id}`, { token: admin.token })).body.email).toBe(other.user.email);
    const missing = await t.request('GET', '/api/users/999999', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CORE_MSG.userNotFound);
  });
});

describe('POST /api/users', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Creada',
    email: `creada${Math.random()}@liga.com`,
    rol: 'Manager Segunda',
    profits: 50_000_000,
    password: 'secreto123',
    password_confirmation: 'secreto123',
    ...over,
  });

  it('Admin creates the typed user with a ledger entry for the initial budget, who can log in', async () => {
    const res = await t.request('POST', '/api/users', { token: admin.token, body: body({ email: 'Tipeada@Liga.com' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Creada', email: 'tipeada@liga.com', rol: 'Manager Segunda', profits: 50_000_000 });
    expect(res.body.id).not.toBe(admin.user.id);
    expect(await ledgerSum(t.db, res.body.id)).toBe(50_000_000);
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, res.body.id));
    expect(entry).toMatchObject({ amount: 50_000_000, balanceAfter: 50_000_000, actorId: admin.user.id });
    expect((await login('tipeada@liga.com', 'secreto123')).status).toBe(200);
  });

  it.each([
    [{ name: '' }, 'name', MSG.nameRequired],
    [{ email: 'mal' }, 'email', MSG.emailInvalid],
    [{ rol: 'Rey' }, 'rol', undefined],
    [{ profits: '1.5' }, 'profits', CORE_MSG.budgetInvalid],
    [{ profits: -1 }, 'profits', CORE_MSG.budgetNegative],
    [{ password: 'corta', password_confirmation: 'corta' }, 'password', MSG.passwordTooShort],
    [{ password: 'nueve9999', password_confirmation: 'nueve9999' }, 'password', MSG.passwordTooShort],
    [{ password: 'Password123', password_confirmation: 'Password123' }, 'password', MSG.passwordTooCommon],
    [{ password_confirmation: 'otra12345' }, 'password_confirmation', MSG.passwordMismatch],
  ])('refuses %o with 422 on %s', async (over, field, message) => {
    const res = await t.request('POST', '/api/users', { token: admin.token, body: body(over) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBeDefined();
    if (message) expect(res.body.errors[field]).toContain(message);
  });

  it('refuses a taken email (422) and non-admins (403)', async () => {
    const dup = await t.request('POST', '/api/users', { token: admin.token, body: body({ email: manager.user.email }) });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.email).toEqual([MSG.emailTaken]);
    expect((await t.request('POST', '/api/users', { token: organizer, body: body() })).status).toBe(403);
    expect((await t.request('POST', '/api/users', { token: manager.token, body: body() })).status).toBe(403);
  });
});

describe('PUT /api/users/{id}', () => {
  it('Admin edits name, email, role and budget; every budget change goes to the ledger', async () => {
    const target = await createManager(t.db, 'Primera');
    const { version } = (await t.request('GET', `/api/users/${target.user.id}`, { token: admin.token })).body;
    const res = await t.request('PUT', `/api/users/${target.user.id}`, {
      token: admin.token,
      body: {
        name: 'Nombre Nuevo',
        email: 'nuevo-mail@liga.com',
        rol: 'Manager Segunda',
        profits: '120000000',
        version,
        budget_change: '-5000000',
        reason: 'Corrección',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.userUpdated);
    expect(res.body.user).toMatchObject({ name: 'Nombre Nuevo', email: 'nuevo-mail@liga.com', rol: 'Manager Segunda', profits: 115_000_000 });
    expect(await budget(target.user.id)).toBe(115_000_000);
    expect(await ledgerSum(t.db, target.user.id)).toBe(115_000_000);
    const add = await t.request('PUT', `/api/users/${target.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 2_500_000 } });
    expect(add.body.user.profits).toBe(117_500_000);
    expect(await ledgerSum(t.db, target.user.id)).toBe(117_500_000);
  });

  it('refuses a budget that would go below zero and writes nothing', async () => {
    const res = await t.request('PUT', `/api/users/${other.user.id}`, { token: admin.token, body: { name: 'No cambia', budget_change: -200_000_000 } });
    expect(res.status).toBe(422);
    expect(res.body.errors.budget_change).toEqual([CORE_MSG.budgetNegative]);
    expect(await budget(other.user.id)).toBe(100_000_000);
    expect((await t.request('GET', `/api/users/${other.user.id}`, { token: admin.token })).body.name).toBe('Manager Dos');
  });

  it('a user changes their own password with its confirmation', async () => {
    const { user, token } = await createUser(t.db, { rol: 'Manager Segunda' });
    const res = await t.request('PUT', `/api/users/${user.id}`, { token, body: { password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' } });
    expect(res.status).toBe(200);
    expect((await login(user.email, 'nueva-clave-1')).status).toBe(200);
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(422);
    const mismatch = await t.request('PUT', `/api/users/${user.id}`, { token, body: { password: 'nueva-clave-2', password_confirmation: 'otra' } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual([MSG.passwordMismatch]);
  });

  it('a new password follows the rule (10+ characters, not a common one); the stored one keeps working', async () => {
    // Set under the old rule (the demo accounts' password is 9 characters).
    const { user, token } = await createUser(t.db, { rol: 'Manager Segunda', passwordHash: await hashPassword('superliga') });
    for (const [password, message] of [
      ['superliga', MSG.passwordTooShort],
      ['qwertyuiop', MSG.passwordTooCommon],
      ['1234567890', MSG.passwordTooCommon],
    ] as const) {
      const res = await t.request('PUT', `/api/users/${user.id}`, { token, body: { password, password_confirmation: password } });
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toEqual([message]);
    }
    // The Admin setting it is held to the same rule.
    const byAdmin = await t.request('PUT', `/api/users/${user.id}`, {
      token: admin.token,
      body: { password: 'qwertyuiop', password_confirmation: 'qwertyuiop' },
    });
    expect(byAdmin.body.errors.password).toEqual([MSG.passwordTooCommon]);
    expect((await login(user.email, 'superliga')).status).toBe(200);
    expect((await login(user.email, 'qwertyuiop')).status).toBe(422);
  });

  it('the whole user re-sent with a new password (the documents client): equal fields pass, a changed one is refused', async () => {
    const { user, token } = await createUser(t.db, { rol: 'Manager Segunda', name: 'Reenvío Completo', profits: 7_000_000 });
    const me = (await t.request('GET', '/api/user', { token })).body;
    const entries = async () => (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))).length;
    const before = await entries();
    const whole = { ...me, email: me.email.toUpperCase(), budget_change: 0, password: 'clave-nueva-9', password_confirmation: 'clave-nueva-9' };
    const res = await t.request('PUT', `/api/users/${user.id}`, { token, body: whole });
    expect(res).toMatchObject({ status: 200, body: { message: MSG.userUpdated, user: { id: user.id, name: 'Reenvío Completo', profits: 7_000_000 } } });
    expect((await login(user.email, 'clave-nueva-9')).status).toBe(200);
    for (const change of [{ profits: 7_000_001 }, { rol: 'Admin' }, { name: 'Otro' }]) {
      const refused = await t.request('PUT', `/api/users/${user.id}`, {
        token,
        body: { ...whole, ...change, password: 'clave-nueva-8', password_confirmation: 'clave-nueva-8' },
      });
      expect(refused).toMatchObject({ status: 403, body: { message: CORE_MSG.onlyAdminFields } });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ rol: 'Manager Segunda', profits: 7_000_000, name: 'Reenvío Completo' });
    expect((await login(user.email, 'clave-nueva-9')).status).toBe(200);
    expect(await entries()).toBe(before);
  });

  it('a manager cannot change another user, nor their own role or budget (403, nothing changes)', async () => {
    const cases = [
      { id: other.user.id, body: { password: 'clave-ajena-1', password_confirmation: 'clave-ajena-1' }, message: CORE_MSG.onlyOwnPassword },
      { id: other.user.id, body: { profits: 0 }, message: CORE_MSG.onlyOwnPassword },
      { id: manager.user.id, body: { rol: 'Admin' }, message: CORE_MSG.onlyAdminFields },
      { id: manager.user.id, body: { profits: 999_000_000, version: 0 }, message: CORE_MSG.onlyAdminFields },
      { id: manager.user.id, body: { reason: 'Ajuste de prueba', budget_change: 1 }, message: CORE_MSG.onlyAdminFields },
      { id: manager.user.id, body: { name: 'Otro nombre' }, message: CORE_MSG.onlyAdminFields },
    ];
    for (const c of cases) {
      const res = await t.request('PUT', `/api/users/${c.id}`, { token: manager.token, body: c.body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(c.message);
    }
    const organizerTry = await t.request('PUT', `/api/users/${manager.user.id}`, { token: organizer, body: { profits: 1 } });
    expect(organizerTry.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, manager.user.id));
    expect(row).toMatchObject({ rol: 'Manager Primera', profits: 100_000_000, name: 'Manager Uno' });
    expect(await budget(other.user.id)).toBe(100_000_000);
    expect((await login(other.user.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('validates fields (422), keeps the last Admin (409) and answers 404', async () => {
    expect((await t.request('PUT', `/api/users/${manager.user.id}`, { token: admin.token, body: { email: other.user.email } })).body.errors.email).toEqual([
      MSG.emailTaken,
    ]);
    expect(
      (await t.request('PUT', `/api/users/${manager.user.id}`, { token: admin.token, body: { reason: 'Ajuste de prueba', budget_change: 'mucho' } })).body
        .errors.budget_change,
    ).toEqual([CORE_MSG.budgetInvalid]);
    expect((await t.request('PUT', `/api/users/${manager.user.id}`, { token: admin.token, body: { rol: 'Rey' } })).body.errors.rol).toEqual([
      CORE_MSG.roleInvalid,
    ]);
    const demote = await t.request('PUT', `/api/users/${admin.user.id}`, { token: admin.token, body: { rol: 'visitante' } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(CORE_MSG.lastAdmin);
    expect((await t.request('PUT', '/api/users/999999', { token: admin.token, body: { name: 'X' } })).status).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deactivates the user: tokens revoked, team without manager, history kept', async () => {
    const target = await createManager(t.db, 'Segunda');
    const res = await t.request('DELETE', `/api/users/${target.user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.userDeleted);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row!.active).toBe(false);
    expect(await t.db.select().from(tokens).where(eq(tokens.userId, target.user.id))).toHaveLength(0);
    expect((await t.db.select().from(teams).where(eq(teams.id, target.team.id)))[0]!.userId).toBeNull();
    expect(await ledgerSum(t.db, target.user.id)).toBe(100_000_000);
    expect((await t.request('GET', '/api/user', { token: target.token })).status).toBe(401);
    expect((await t.request('GET', `/api/users/${target.user.id}`, { token: admin.token })).status).toBe(404);
    const list = await t.request('GET', '/api/users', { token: admin.token, query: { all: 'true' } });
    expect(list.body.data.map((u: { id: number }) => u.id)).not.toContain(target.user.id);
  });

  it('refuses non-admins (403), the own user (409) and unknown users (404)', async () => {
    expect((await t.request('DELETE', `/api/users/${other.user.id}`, { token: manager.token })).status).toBe(403);
    expect((await t.request('DELETE', `/api/users/${other.user.id}`, { token: organizer })).status).toBe(403);
    const self = await t.request('DELETE', `/api/users/${admin.user.id}`, { token: admin.token });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(CORE_MSG.cannotDeleteSelf);
    expect((await t.request('DELETE', '/api/users/999999', { token: admin.token })).status).toBe(404);
  });
});
