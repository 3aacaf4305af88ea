import { authResponseSchema, ERROR_STATUS, loginBodySchema, messageSchema, MSG, PERMISSIONS, signupBodySchema, userSchema } from '@superliga/league';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './accounts.service';

export interface AccountsOptions extends FeatureOptions {
  loginLimits: { perIp: number; perEmail: number; windowMs: number };
}

export default async function accountsRoutes(app: App, { deps, loginLimits }: AccountsOptions) {
  const tooMany = () => ({ statusCode: ERROR_STATUS.tooManyRequests, message: MSG.tooManyAttempts });
  const perIp = app.rateLimit({ max: loginLimits.perIp, timeWindow: loginLimits.windowMs, errorResponseBuilder: tooMany });
  // Only one rateLimit() handler runs per request, so the per-email count uses createRateLimit.
  const emailLimiter = app.createRateLimit({
    max: loginLimits.perEmail,
    timeWindow: loginLimits.windowMs,
    keyGenerator: (req) => `login:${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
  });
  const perEmail = async (req: FastifyRequest) => {
    const limit = await emailLimiter(req);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError(ERROR_STATUS.tooManyRequests, MSG.tooManyAttempts);
  };

  app.post('/login', { config: { access: PERMISSIONS.public }, schema: { tags: ['cuentas'], body: loginBodySchema, response: { 200: authResponseSchema } }, preHandler: [perIp, perEmail] }, (req) =>
    service.login(deps, req.body),
  );

  app.post('/signup', { config: { access: PERMISSIONS.public }, schema: { tags: ['cuentas'], body: signupBodySchema, response: { 201: authResponseSchema } }, preHandler: [perIp] }, async (req, reply) =>
    reply.status(201).send(await service.signup(deps, req.body)),
  );

  app.post('/logout', { config: { access: PERMISSIONS.read }, schema: { tags: ['cuentas'], response: { 200: messageSchema } } }, async (req) => {
    await service.logout(contextOf(deps, req));
    return { message: MSG.loggedOut };
  });

  app.get('/user', { config: { access: PERMISSIONS.read }, schema: { tags: ['cuentas'], response: { 200: userSchema } } }, (req) => service.currentUser(contextOf(deps, req)));
}
