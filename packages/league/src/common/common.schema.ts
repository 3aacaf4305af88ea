import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { MSG } from '../messages';

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * An optional query parameter where an empty value (`?season=`, `?id_season=`) means 'not given',
 * as the documents' client sends it (DECISIONS, the API contract). Every optional query parameter
 * goes through this, so no route answers 422 to an empty one.
 */
export const optionalParam = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankAsMissing, schema.optional());

/** Ids are PostgreSQL `serial` (int4): a larger one is refused here, not by the database. */
export const ID_MAX = 2_147_483_647;

/**
 * A whole number written as text (a path, a query, a form) is decimal digits without a leading
 * zero: `0x10`, `1e1`, `00016`, ` 16`, `16.0` and `+16` are not 16 (Number() would read them so,
 * and `DELETE /players/0x10` deleted player 16); one number has one spelling. A JSON number is
 * left to the schema (a whole number in range). At most 10 digits: ids are int4.
 */
export function strictWholeNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  return /^[1-9]\d{0,9}$/.test(v) ? Number(v) : Number.NaN;
}

/** A page number or size as every list call reads it (`page`, `per_page`): strict, from 1. */
export const pageNumberSchema = (max: number = ID_MAX) =>
  z.preprocess(strictWholeNumber, z.number({ message: MSG.integerRequired }).int(MSG.integerRequired).min(1, MSG.integerRequired).max(max));

/** `page`, `per_page` and `all=true` accepted by every list call. */
export const listQuerySchema = z.object({
  page: z.preprocess(blankAsMissing, pageNumberSchema().default(1)),
  per_page: z.preprocess(blankAsMissing, pageNumberSchema(MAX_PAGE_SIZE).default(PAGE_SIZE)),
  all: optionalParam(z.enum(['true', 'false', '1', '0'])).transform((v) => v === 'true' || v === '1'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ data, meta }` for a page, `{ data }` when `all=true`. */
export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), meta: listMetaSchema.optional() });

export const messageSchema = z.object({ message: z.string() });

/**
 * A relation as it is read (000 §3: "id_team: an object with id and name when read; a number id
 * when written"). Answers extend it with the fields their screens show.
 */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;
export type MessageResponse = z.infer<typeof messageSchema>;

/** Every error answer: its code (market/errors.ts, or the kind of refusal) and its Spanish text (decision 031). */
export const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorSchema>;

/** The one id reader of the contract: every id in a path, query or body goes through it. */
export const idSchema = (message: string = MSG.integerRequired) =>
  z.preprocess(strictWholeNumber, z.number({ message }).int(message).min(1, message).max(ID_MAX, message));

export const idParamSchema = z.object({ id: idSchema() });

/** Builds the list meta from a total count (paging happens in SQL). */
export function pageMeta(total: number, page: number, perPage: number): ListMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
