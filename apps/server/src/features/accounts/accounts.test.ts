import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@superliga/league';
import { tokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, FACTORY_PASSWORD } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perIp: 1000, perEmail: 5, windowMs: 60_000 } });
});
afterAll(() => t.close());

const signup = (over: Record<string, unknown> = {}) =>
  t.request('POST', '/api/signup', {
    body: { name: 'Ana Pérez', email: `ana${Math.random()}@liga.com`, password: 'secreto123', password_confirmation: 'secreto123', ...over },
  });

describe('POST /api/signup', () => {
  it('creates a visitante with a working token and the full user', async () => {
    const res = await signup({ email: 'Nueva@Liga.com' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Ana Pérez', email: 'nueva@liga.com', rol: 'visitante', profits: 0 });
    expect(res.body.token).toMatch(/^\d+\|/);
    const me = await t.request('GET', '/api/user', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('nueva@liga.com');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'nueva@liga.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('stores only a hash of the token secret', async () => {
    const res = await signup();
    const [id, secret] = res.body.token.split('|');
    const [row] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, Number(id)));
    expect(row!.secretHash).toHaveLength(64);
    expect(row!.secretHash).not.toContain(secret);
  });

  it.each([
    [{ password_confirmation: 'otra-cosa1' }, 'password_confirmation', MSG.passwordMismatch],
    [{ name: '' }, 'name', MSG.nameRequired],
    [{ name: 'x'.repeat(56) }, 'name', MSG.nameTooLong],
    [{ email: 'no-es-un-email' }, 'email', MSG.emailInvalid],
    [{ password: 'corta', password_confirmation: 'corta' }, 'password', MSG.passwordTooShort],
    [{ password: 'superliga', password_confirmation: 'superliga' }, 'password', MSG.passwordTooShort],
    [{ password: 'password123', password_confirmation: 'password123' }, 'password', MSG.passwordTooCommon],
    [{ password: 'QWERTYUIOP', password_confirmation: 'QWERTYUIOP' }, 'password', MSG.passwordTooCommon],
    [{ password: undefined }, 'password', MSG.passwordRequired],
  ])('refuses %o with 422 on %s', async (over, field, message) => {
    const res = await signup(over);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses a taken email and writes nothing', async () => {
    await signup({ email: 'repetido@liga.com' });
    const res = await signup({ email: 'REPETIDO@liga.com', name: 'Otra' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([MSG.emailTaken]);
    const rows = await t.db.select().from(users).where(eq(users.email, 'repetido@liga.com'));
    expect(rows).toHaveLength(1);
  });

  it('answers malformed JSON with a Spanish 400, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });
});

describe('POST /api/login', () => {
  it('logs in with the right password', async () => {
    const { user } = await createUser(t.db, { email: 'login-ok@liga.com' });
    const res = await t.request('POST', '/api/login', { body: { email: 'LOGIN-OK@liga.com', password: FACTORY_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect((await t.request('GET', '/api/user', { token: res.body.token })).status).toBe(200);
  });

  it('gives the same 422 for a wrong password and an unknown email', async () => {
    await createUser(t.db, { email: 'login-bad@liga.com' });
    const wrong = await t.request('POST', '/api/login', { body: { email: 'login-bad@liga.com', password: 'equivocada' } });
    const unknown = await t.request('POST', '/api/login', { body: { email: 'nadie@liga.com', password: 'equivocada' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(MSG.badCredentials);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a deactivated user', async () => {
    await createUser(t.db, { email: 'baja@liga.com', active: false });
    const res = await t.request('POST', '/api/login', { body: { email: 'baja@liga.com', password: FACTORY_PASSWORD } });
    expect(res.status).toBe(422);
  });

  it('answers 429 in Spanish after repeated attempts on one email', async () => {
    const attempts = [];
    for (let i = 0; i < 7; i++) attempts.push(await t.request('POST', '/api/login', { body: { email: 'blanco@liga.com', password: 'equivocada' } }));
    expect(attempts.slice(0, 5).every((r) => r.status === 422)).toBe(true);
    expect(attempts[6]!.status).toBe(429);
    expect(attempts[6]!.body.message).toBe(MSG.tooManyAttempts);
  });
});

describe('login limit per account and address (a rival cannot lock a manager out)', () => {
  const from = (ip: string, email: string, password: string) =>
    t.app
      .inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { email, password } })
      .then((r) => ({ status: r.statusCode, body: r.json() }));

  it('failures from one address lock that address out of the account, not the manager from his own', async () => {
    const { user } = await createUser(t.db, { email: 'victima@liga.com' });
    const rival = [];
    for (let i = 0; i < 7; i++) rival.push((await from('10.0.0.66', 'victima@liga.com', 'adivinando-' + i)).status);
    expect(rival).toEqual([422, 422, 422, 422, 422, 429, 429]);
    // Even the right password from the guessing address waits for the window to close.
    expect((await from('10.0.0.66', 'victima@liga.com', FACTORY_PASSWORD)).status).toBe(429);
    const manager = await from('10.0.0.7', 'victima@liga.com', FACTORY_PASSWORD);
    expect(manager.status).toBe(200);
    expect(manager.body.user.id).toBe(user.id);
  });

  it('a successful login starts the count of its address again', async () => {
    await createUser(t.db, { email: 'distraido@liga.com' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await from('10.0.0.8', 'distraido@liga.com', 'me-olvide-' + i)).status).toBe(422);
      expect((await from('10.0.0.8', 'distraido@liga.com', FACTORY_PASSWORD)).status).toBe(200);
    }
  });
});

describe('tokens', () => {
  it('401 without a token, with garbage, and after logout', async () => {
    expect((await t.request('GET', '/api/user')).status).toBe(401);
    expect((await t.request('GET', '/api/user', { token: 'basura' })).status).toBe(401);
    expect((await t.request('GET', '/api/user', { token: '999999|aaaaaaaaaaaaaaaaaaaaaaaaaaaa' })).status).toBe(401);
    const { token } = await createUser(t.db);
    const out = await t.request('POST', '/api/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(MSG.loggedOut);
    const after = await t.request('GET', '/api/user', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MSG.unauthenticated);
  });

  it('a token with the right id and a wrong secret is refused', async () => {
    const { token } = await createUser(t.db);
    const id = token.split('|')[0];
    expect((await t.request('GET', '/api/user', { token: `${id}|${'b'.repeat(43)}` })).status).toBe(401);
  });
});

describe('conventions', () => {
  it('unknown API paths are a JSON 404', async () => {
    const res = await t.request('GET', '/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.routeNotFound);
  });
  it('sets security headers and serves the OpenAPI document', async () => {
    const { token } = await createUser(t.db, { rol: 'Admin' });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/login']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
