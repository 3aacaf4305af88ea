import { assistantBodySchema, chatHistoryResponseSchema, messageSchema, MSG } from '@superliga/league';
import { actorOf } from '../../plugins/access';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { rateLimitHook } from '../../lib/rate-limit';
import * as service from './assistant.service';

export interface AssistantRouteOptions extends FeatureOptions {
  /** Questions per user per window, and the provider's timeout; tests make them small. */
  assistant?: { max: number; windowMs: number; timeoutMs: number };
}

const DEFAULT_ASSISTANT_LIMITS = { max: 20, windowMs: 60_000, timeoutMs: service.DEFAULT_PROVIDER_TIMEOUT_MS };

const tags = ['asistente'];

export default async function assistantRoutes(app: App, { deps, assistant = DEFAULT_ASSISTANT_LIMITS }: AssistantRouteOptions) {
  // Per user, not per address: every question may cost a provider call.
  const perUser = rateLimitHook(deps, {
    name: 'assistant',
    max: assistant.max,
    windowMs: assistant.windowMs,
    key: (req) => String(actorOf(req).id),
    message: MSG.tooManyRequests,
  });

  app.post(
    '/chatbot',
    { config: { access: 'user' }, schema: { tags, body: assistantBodySchema, response: { 200: messageSchema } }, preHandler: [perUser] },
    (req) => service.ask(contextOf(deps, req), req.body, { timeoutMs: assistant.timeoutMs }),
  );
  app.get('/chatbot', { config: { access: 'user' }, schema: { tags, response: { 200: chatHistoryResponseSchema } } }, (req) =>
    service.history(contextOf(deps, req)),
  );
  app.delete('/chatbot', { config: { access: 'user' }, schema: { tags, response: { 200: messageSchema } } }, (req) => service.clear(contextOf(deps, req)));
}
