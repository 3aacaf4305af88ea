import { sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { releaseClauses } from '../db/schema';

/**
 * An offer's window as the database reads it (decision 016): whether an instant is past a reveal
 * or the end of a tie extension is decided in SQL on the stored timestamptz (microseconds), never
 * on a JavaScript Date's milliseconds. `now` is still the service's injected clock, sent as a
 * parameter, so tests move time as before (conventions: Time).
 */
const at = (now: Date | Placeholder) => sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;

/** The offer is still hidden at `now`: reveal_at > now. */
export const hiddenAt = (now: Date | Placeholder) => sql<boolean>`(${releaseClauses.revealAt} > ${at(now)})`;

/** `column` (an instant) is still in the future at `now`; false when the column is null. */
export const stillAhead = (column: AnyColumn, now: Date) => sql<boolean>`coalesce(${column} > ${at(now)}, false)`;

/**
 * An instant as exact text (UTC, microseconds), to name a clause round (player, reveal_at) in
 * JavaScript and to find it again in SQL with `atKey`: a Date would round it to milliseconds.
 */
export const instantKey = (column: AnyColumn = releaseClauses.revealAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** The instant `instantKey` named, for a comparison or a write. */
export const atKey = (key: string) => sql`(${key}::timestamp at time zone 'UTC')`;
