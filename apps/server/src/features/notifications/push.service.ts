import { MAX_PUSH_SUBSCRIPTIONS, NOTIFY, type PushSubscriptionBody } from '@superliga/league';
import webpush from 'web-push';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { readSettingValues, writeSettingValue } from '../settings/settings.service';
import * as repo from './notifications.repository';
import { outgoingPolicy, outgoingUrlAllowed } from './outgoing-url';

const KEYS = { public: 'vapid_public_key', private: 'vapid_private_key' } as const;
/** Push services ask who sends; the league has no web site of its own to name. */
export const VAPID_SUBJECT = 'mailto:liga@superliga.local';

/**
 * The server's VAPID keys, made the first time they are needed and kept in the database. Two
 * processes starting together may both make a pair: the first written wins and both read it.
 */
export async function vapidKeys(db: DbOrTx) {
  const s = await readSettingValues(db);
  if (s[KEYS.public] && s[KEYS.private]) return { publicKey: s[KEYS.public], privateKey: s[KEYS.private] };
  const made = webpush.generateVAPIDKeys();
  await db.transaction(async (tx) => {
    const again = await readSettingValues(tx);
    if (again[KEYS.public]) return;
    await writeSettingValue(tx, KEYS.private, made.privateKey);
    await writeSettingValue(tx, KEYS.public, made.publicKey);
  });
  const kept = await readSettingValues(db);
  return { publicKey: kept[KEYS.public]!, privateKey: kept[KEYS.private]! };
}

export async function pushPublicKey(ctx: ServiceContext) {
  return { public_key: (await vapidKeys(ctx.db)).publicKey };
}

/**
 * Saves the actor's device. The endpoint is a URL the server will call, so it is checked here and
 * again at each send (decision 014); a device already bound to another account stays theirs (409:
 * posting someone's endpoint must not take their notices over), and a user has at most
 * MAX_PUSH_SUBSCRIPTIONS devices, counted under a lock on the user so racing saves cannot pass it.
 */
export async function subscribe(ctx: ServiceContext, body: PushSubscriptionBody) {
  if (!(await outgoingUrlAllowed(body.endpoint, outgoingPolicy(ctx)))) throw refuse('push.endpoint_refused');
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, ctx.actor.id);
    const owner = await repo.subscriptionOwner(tx, body.endpoint);
    if (owner !== undefined && owner !== ctx.actor.id) throw refuse('push.taken');
    if (owner === undefined && (await repo.countSubscriptions(tx, ctx.actor.id)) >= MAX_PUSH_SUBSCRIPTIONS) {
      throw refuse('push.too_many', MAX_PUSH_SUBSCRIPTIONS);
    }
    // Another user saving the same new endpoint at this instant wins the unique index: theirs.
    if (!(await repo.saveSubscription(tx, { userId: ctx.actor.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }))) {
      throw refuse('push.taken');
    }
  });
  return { message: NOTIFY.pushOn };
}

export async function unsubscribe(ctx: ServiceContext, endpoint: string) {
  await repo.deleteSubscription(ctx.db, endpoint, ctx.actor.id);
  return { message: NOTIFY.pushOff };
}
