import { z } from 'zod';
import { listMetaSchema, listQuerySchema } from '../common/common.schema';

/** What a user is told about (issue: notifications). */
export const NOTIFICATION_KINDS = [
  'auction.outbid',
  'auction.ended',
  'transfer.pending',
  'transfer.confirmed',
  'transfer.cancelled',
  'offer.received',
  'clause_round.ended',
  'bet.settled',
  'prize.paid',
  'budget.changed',
  'operation.reversed',
  'player.released',
  'match.result',
  'deadline.reminder',
  'watchlist.activity',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a user wants each kind: in the app only, in the app and by push, or not at all. */
export const DELIVERY_CHOICES = ['app', 'push', 'none'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

/** Market events are the ones a manager acts on at once: by push unless they choose otherwise. */
const MARKET_KINDS: readonly NotificationKind[] = [
  'auction.outbid',
  'auction.ended',
  'transfer.pending',
  'offer.received',
  'clause_round.ended',
  'match.result',
  'deadline.reminder',
];

export const defaultDelivery = (kind: NotificationKind): DeliveryChoice => (MARKET_KINDS.includes(kind) ? 'push' : 'app');

/** A user's choice per kind, with the defaults filled in for the kinds they never set. */
export function deliveryPreferences(saved: Partial<Record<string, string>>): Record<NotificationKind, DeliveryChoice> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const choice = saved[kind];
      return [kind, (DELIVERY_CHOICES as readonly string[]).includes(choice ?? '') ? (choice as DeliveryChoice) : defaultDelivery(kind)];
    }),
  ) as Record<NotificationKind, DeliveryChoice>;
}

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The screen where the user acts on it. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: a page, newest first, with the unread count for the bell. */
export const notificationListSchema = z.object({ data: z.array(notificationSchema), meta: listMetaSchema, unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsQuerySchema = listQuerySchema.pick({ page: true, per_page: true });

export const deliveryPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.enum(DELIVERY_CHOICES)])) as Record<
    NotificationKind,
    z.ZodEnum<{ app: 'app'; push: 'push'; none: 'none' }>
  >,
);
/** PUT /notifications/preferences: any subset of the kinds. */
export const deliveryPreferencesBodySchema = deliveryPreferencesSchema.partial().strict();

/** Devices a user may receive push notices on (decision 014: each is a URL the server calls). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** POST /push/subscriptions: what PushManager.subscribe() gives (PushSubscription.toJSON()). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .regex(/^https:\/\/\S+$/, 'La suscripción push debe usar https.'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
/** DELETE /push/subscriptions?endpoint=… */
export const pushUnsubscribeBodySchema = pushSubscriptionBodySchema.pick({ endpoint: true });
export const pushKeySchema = z.object({ public_key: z.string() });
/** What the service worker shows. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), link: z.string(), kind: z.enum(NOTIFICATION_KINDS) });
