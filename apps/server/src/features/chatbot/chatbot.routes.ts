import { chatbotBodySchema, chatHistoryResponseSchema, messageSchema, MSG } from '@superliga/league';
import { actorOf } from '../../plugins/access';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { rateLimitHook } from '../../lib/rate-limit';
import * as service from './chatbot.service';

export interface ChatbotRouteOptions extends FeatureOptions {
  /** Questions per user per window, and the provider's timeout; tests make them small. */
  chatbot?: { max: number; windowMs: number; timeoutMs: number };
}

const DEFAULT_CHATBOT_LIMITS = { max: 20, windowMs: 60_000, timeoutMs: service.DEFAULT_PROVIDER_TIMEOUT_MS };

const tags = ['asistente'];

export default async function chatbotRoutes(app: App, { deps, chatbot = DEFAULT_CHATBOT_LIMITS }: ChatbotRouteOptions) {
  // Per user, not per address: every question may cost a provider call.
  const perUser = rateLimitHook(deps, {
    name: 'chatbot',
    max: chatbot.max,
    windowMs: chatbot.windowMs,
    key: (req) => String(actorOf(req).id),
    message: MSG.tooManyRequests,
  });

  app.post(
    '/chatbot',
    { config: { access: 'user' }, schema: { tags, body: chatbotBodySchema, response: { 200: messageSchema } }, preHandler: [perUser] },
    (req) => service.ask(contextOf(deps, req), req.body, { timeoutMs: chatbot.timeoutMs }),
  );
  app.get('/chatbot', { config: { access: 'user' }, schema: { tags, response: { 200: chatHistoryResponseSchema } } }, (req) =>
    service.history(contextOf(deps, req)),
  );
  app.delete('/chatbot', { config: { access: 'user' }, schema: { tags, response: { 200: messageSchema } } }, (req) => service.clear(contextOf(deps, req)));
}
