import { z } from 'zod';

/**
 * What needs the reader now (docs/decisions/034-what-needs-you-now.md): one kind per thing the
 * home asks him to act on. A manager's: only his own, never another user's hidden amount or sealed
 * offer. Staff's: the league's results waiting for them (a dispute to rule, a match past its round's
 * deadline with no report).
 */
export const NOW_ITEM_KINDS = [
  'transfer.to_confirm',
  'auction.outbid',
  'auction.leading',
  'auction.to_confirm',
  'offer.revealing',
  'match.to_confirm',
  'match.next',
  'match.to_rule',
  'match.overdue',
] as const;
export type NowItemKind = (typeof NOW_ITEM_KINDS)[number];

export const nowItemSchema = z.object({
  kind: z.enum(NOW_ITEM_KINDS),
  /** Stable per thing (kind and its row), for the list's keys and the tests. */
  key: z.string(),
  title: z.string(),
  detail: z.string(),
  /**
   * The amount the card shows, always the reader's own or public: the minimum next bid
   * (outbid), his leading bid, his own sealed offer, a transfer's agreed sum. Null without one.
   */
  amount: z.number().nullable(),
  /** When the thing closes (ISO): auction end, reveal, report or confirmation deadline. Null: no deadline. */
  deadline: z.string().nullable(),
  /** When a window opens (ISO), for the next match: reporting is allowed from then. */
  starts_at: z.string().nullable(),
  /** The screen where the action happens; the same link the notice of that thing carries. */
  link: z.string(),
  /** The button's label. */
  action: z.string(),
});
export type NowItem = z.infer<typeof nowItemSchema>;

/** GET /me/now: the reader's items, the most urgent first. */
export const nowResponseSchema = z.object({ data: z.array(nowItemSchema) });
export type NowResponse = z.infer<typeof nowResponseSchema>;
