import { z } from 'zod';

/**
 * A time zone's offsets over a span of time, as the server states them with GET /settings: each
 * span's offset in minutes east of UTC holds from its `from` until the next span's, the last one
 * until `until` (calendar/wall-clock.rules.ts).
 */
export const zoneOffsetsSchema = z.object({
  /** The zone they are of: a clock applies them to that zone only. */
  zone: z.string(),
  until: z.string(),
  spans: z.array(z.object({ from: z.string(), offset: z.number().int() })).min(1),
});
export type ZoneOffsets = z.infer<typeof zoneOffsetsSchema>;
