import { authResponseSchema, DEVICE_ID_HEADER, loginBodySchema, messageSchema, MSG, PERMISSIONS, signupBodySchema, userSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { forgetHits, rateLimitHook, type RateLimit } from '../../lib/rate-limit';
import { recordDevice } from '../signals/signals.service';
import * as service from './accounts.service';

export interface AccountsOptions extends FeatureOptions {
  loginLimits: { perIp: number; perEmail: number; windowMs: number };
}

export default async function accountsRoutes(app: App, { deps, loginLimits }: AccountsOptions) {
  // Counted in the database: every process counts together and a restart forgets nothing.
  const { windowMs } = loginLimits;
  const perIp = rateLimitHook(deps, { name: 'auth-ip', max: loginLimits.perIp, windowMs, key: (req) => req.ip, message: MSG.tooManyAttempts });
  // Per account AND address, until a login succeeds (decision 015): one address guessing a
  // manager's password is stopped, while the manager, from an address that has not failed for
  // his account, still gets in. Per email alone, a rival could lock him out before a deadline.
  const accountFromIp: RateLimit = {
    name: 'login-account-ip',
    max: loginLimits.perEmail,
    windowMs,
    key: (req) => `${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}|${req.ip}`,
    message: MSG.tooManyAttempts,
  };
  const perAccountFromIp = rateLimitHook(deps, accountFromIp);

  app.post(
    '/login',
    {
      config: { access: PERMISSIONS.public },
      schema: { tags: ['cuentas'], body: loginBodySchema, response: { 200: authResponseSchema } },
      preHandler: [perIp, perAccountFromIp],
    },
    async (req) => {
      const auth = await service.login(deps, req.body);
      await forgetHits(deps.db, accountFromIp, req);
      await recordDevice(deps.db, auth.user.id, req.headers[DEVICE_ID_HEADER], deps.clock.now());
      return auth;
    },
  );

  app.post(
    '/signup',
    {
      config: { access: PERMISSIONS.public },
      schema: { tags: ['cuentas'], body: signupBodySchema, response: { 201: authResponseSchema } },
      preHandler: [perIp],
    },
    async (req, reply) => {
      const auth = await service.signup(deps, req.body);
      await recordDevice(deps.db, auth.user.id, req.headers[DEVICE_ID_HEADER], deps.clock.now());
      return reply.status(201).send(auth);
    },
  );

  app.post('/logout', { config: { access: PERMISSIONS.read }, schema: { tags: ['cuentas'], response: { 200: messageSchema } } }, async (req) => {
    await service.logout(contextOf(deps, req));
    return { message: MSG.loggedOut };
  });

  // The app's start: a session kept from before (no new login) still tells which browser it runs
  // in, so two accounts used from one browser show as a signal (docs/decisions/030-signals-for-staff.md).
  app.get('/user', { config: { access: PERMISSIONS.read }, schema: { tags: ['cuentas'], response: { 200: userSchema } } }, async (req) => {
    const ctx = contextOf(deps, req);
    const user = await service.currentUser(ctx);
    await recordDevice(deps.db, ctx.actor.id, req.headers[DEVICE_ID_HEADER], deps.clock.now());
    return user;
  });
}
