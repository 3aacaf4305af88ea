import { z } from 'zod';
import { SIGNALS_MSG } from './signals.messages';

/**
 * The staff's signals (docs/decisions/030-signals-for-staff.md): operations that look wrong, each
 * with why. Computed on every read from the data by the pure rules in `signals.rules.ts`; only the
 * review (who, when, the note) is stored.
 */
export const SIGNAL_KINDS = ['low_price', 'repeated_pair', 'quick_return', 'self_bidding', 'shared_device'] as const;

/** `GET /signals?reviewed=yes` lists the reviewed ones ("revisadas"); the default, the ones still to review. */
export const signalsQuerySchema = z.object({
  reviewed: z.enum(['yes', 'no'], { message: SIGNALS_MSG.reviewedInvalid }).default('no'),
});
export type SignalsQuery = z.infer<typeof signalsQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const signalItemSchema = z.object({
  key: z.string(),
  kind: z.enum(SIGNAL_KINDS),
  /** The kind in Spanish. */
  label: z.string(),
  /** Why it is a signal, with its figures. */
  why: z.string(),
  /** The operation it points at (`transfer:12`, `auction:3`, `player:9`, `device`). */
  reference: z.string(),
  /** The screen that shows that operation. */
  link: z.string(),
  users: z.array(named),
  facts: z.record(z.string(), z.union([z.number(), z.string()])),
  review: z.object({ note: z.string(), at: z.string(), by: named.nullable() }).nullable(),
});
export type SignalItem = z.infer<typeof signalItemSchema>;
export const signalsResponseSchema = z.object({ data: z.array(signalItemSchema) });

/** A signal's key as it travels in the path: `transfer:12`, `pair:3-7`, `return:9:12:15`, `auction:3:7`, `device:<hash>`. */
export const signalKeyParamSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z_]+:[A-Za-z0-9:-]+$/, { message: SIGNALS_MSG.keyInvalid }),
});

export const signalReviewBodySchema = z.object({
  note: z.string({ message: SIGNALS_MSG.noteRequired }).trim().min(1, { message: SIGNALS_MSG.noteRequired }).max(1000, { message: SIGNALS_MSG.noteTooLong }),
});
export type SignalReviewBody = z.infer<typeof signalReviewBodySchema>;

/** The header the web app sends on every request with its device id (see `isDeviceId`). */
export const DEVICE_ID_HEADER = 'x-device-id';
