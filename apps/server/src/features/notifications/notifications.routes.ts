import {
  deliveryPreferencesBodySchema,
  discordLinkSchema,
  discordSettingsSchema,
  deliveryPreferencesSchema,
  idParamSchema,
  messageSchema,
  notificationListSchema,
  notificationsQuerySchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as discord from './discord.service';
import * as service from './notifications.service';
import * as push from './push.service';
import { vapidKeys } from './push.service';
import { startOutboxWorker } from './outbox.worker';

const tags = ['notificaciones'];

/** A user's notifications (the bell), their preferences, and the worker that delivers them. */
export default async function notificationsRoutes(app: App, { deps, outboxWorker }: FeatureOptions) {
  if (outboxWorker !== false) {
    let started: Promise<(() => Promise<void>) | undefined> | undefined;
    app.addHook('onReady', async () => {
      // Not awaited: on a busy embedded database (one connection, the market's first tick over a
      // large league queued before it) these statements can outlast Fastify's plugin timeout, and a
      // server that refuses to start over its notices' worker is worse than notices a moment late.
      started = (async () => {
        // Made on the first start (and kept): browsers subscribe with the public one. Not fatal: an
        // app built before its database is migrated makes them on first use instead.
        await vapidKeys(deps.db).catch((err: unknown) => app.log.warn({ err }, 'VAPID keys not made at start'));
        return startOutboxWorker(deps, (err) => app.log.error({ err }, 'outbox delivery failed'));
      })().catch((err: unknown) => {
        app.log.error({ err }, 'outbox worker not started');
        return undefined;
      });
    });
    app.addHook('preClose', async () => (await started)?.());
  }

  app.get(
    '/notifications',
    { config: { access: 'user' }, schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationListSchema } } },
    (req) => service.listNotifications(contextOf(deps, req), req.query),
  );
  app.put('/notifications/read-all', { config: { access: 'user' }, schema: { tags, response: { 200: messageSchema } } }, (req) =>
    service.markAllNotificationsRead(contextOf(deps, req)),
  );
  app.put('/notifications/:id/read', { config: { access: 'user' }, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } }, (req) =>
    service.markNotificationRead(contextOf(deps, req), req.params.id),
  );
  app.get('/notifications/preferences', { config: { access: 'user' }, schema: { tags, response: { 200: deliveryPreferencesSchema } } }, (req) =>
    service.notificationPreferences(contextOf(deps, req)),
  );
  app.put(
    '/notifications/preferences',
    { config: { access: 'user' }, schema: { tags, body: deliveryPreferencesBodySchema, response: { 200: deliveryPreferencesSchema } } },
    (req) => service.saveNotificationPreferences(contextOf(deps, req), req.body),
  );

  app.get('/discord/settings', { config: { access: { roles: ['Admin'] } }, schema: { tags, response: { 200: discordSettingsSchema } } }, () =>
    discord.discordSettings(deps.db),
  );
  app.put(
    '/discord/settings',
    { config: { access: { roles: ['Admin'] } }, schema: { tags, body: discordSettingsSchema, response: { 200: discordSettingsSchema } } },
    (req) => discord.saveDiscordSettings(contextOf(deps, req), req.body),
  );
  app.get('/discord/link', { config: { access: 'user' }, schema: { tags, response: { 200: discordLinkSchema } } }, (req) =>
    discord.discordLink(contextOf(deps, req)),
  );
  app.put('/discord/link', { config: { access: 'user' }, schema: { tags, body: discordLinkSchema, response: { 200: messageSchema } } }, (req) =>
    discord.saveDiscordLink(contextOf(deps, req), req.body),
  );

  app.get('/push/key', { config: { access: 'user' }, schema: { tags, response: { 200: pushKeySchema } } }, (req) => push.pushPublicKey(contextOf(deps, req)));
  app.post(
    '/push/subscriptions',
    { config: { access: 'user' }, schema: { tags, body: pushSubscriptionBodySchema, response: { 201: messageSchema } } },
    async (req, reply) => reply.status(201).send(await push.subscribe(contextOf(deps, req), req.body)),
  );
  app.delete(
    '/push/subscriptions',
    { config: { access: 'user' }, schema: { tags, querystring: pushUnsubscribeBodySchema, response: { 200: messageSchema } } },
    (req) => push.unsubscribe(contextOf(deps, req), req.query.endpoint),
  );
}
