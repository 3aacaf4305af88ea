import { authResponseSchema, loginBodySchema, messageSchema, MSG, PERMISSIONS, signupBodySchema, userSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { rateLimitHook } from '../../lib/rate-limit';
import * as service from './accounts.service';

export interface AccountsOptions extends FeatureOptions {
  loginLimits: { perIp: number; perEmail: number; windowMs: number };
}

export default async function accountsRoutes(app: App, { deps, loginLimits }: AccountsOptions) {
  // Counted in the database: every process counts together and a restart forgets nothing.
  const { windowMs } = loginLimits;
  const perIp = rateLimitHook(deps, { name: 'auth-ip', max: loginLimits.perIp, windowMs, key: (req) => req.ip, message: MSG.tooManyAttempts });
  const perEmail = rateLimitHook(deps, {
    name: 'login-email',
    max: loginLimits.perEmail,
    windowMs,
    key: (req) => String((req.body as { email?: unknown })?.email ?? '').toLowerCase(),
    message: MSG.tooManyAttempts,
  });

  app.post(
    '/login',
    {
      config: { access: PERMISSIONS.public },
      schema: { tags: ['cuentas'], body: loginBodySchema, response: { 200: authResponseSchema } },
      preHandler: [perIp, perEmail],
    },
    (req) => service.login(deps, req.body),
  );

  app.post(
    '/signup',
    {
      config: { access: PERMISSIONS.public },
      schema: { tags: ['cuentas'], body: signupBodySchema, response: { 201: authResponseSchema } },
      preHandler: [perIp],
    },
    async (req, reply) => reply.status(201).send(await service.signup(deps, req.body)),
  );

  app.post('/logout', { config: { access: PERMISSIONS.read }, schema: { tags: ['cuentas'], response: { 200: messageSchema } } }, async (req) => {
    await service.logout(contextOf(deps, req));
    return { message: MSG.loggedOut };
  });

  app.get('/user', { config: { access: PERMISSIONS.read }, schema: { tags: ['cuentas'], response: { 200: userSchema } } }, (req) =>
    service.currentUser(contextOf(deps, req)),
  );
}
