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

/** `page`, `per_page` and `all=true` accepted by every list call. */
export const listQuerySchema = z.object({
  page: z.preprocess(blankAsMissing, z.coerce.number({ message: MSG.integerRequired }).int(MSG.integerRequired).min(1).default(1)),
  per_page: z.preprocess(
    blankAsMissing,
    z.coerce.number({ message: MSG.integerRequired }).int(MSG.integerRequired).min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  ),
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
export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema.optional() });

export const messageSchema = z.object({ message: z.string() });

/**
 * A relation as it is read (000 §3: "id_team: an object with id and name when read; a number id
 * when written"). Answers extend it with the fields their screens show.
 */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;
export type MessageResponse = z.infer<typeof messageSchema>;

export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorSchema>;

export const idParamSchema = z.object({
  id: z.coerce.number({ message: MSG.integerRequired }).int(MSG.integerRequired).positive(),
});

/** Builds the list meta from a total count (paging happens in SQL). */
export function pageMeta(total: number, page: number, perPage: number): ListMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
