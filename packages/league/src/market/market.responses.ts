import { z } from 'zod';
import { messageSchema, namedRefSchema } from '../common/common.schema';

/**
 * The market's answers (000 §7, 001 §7). Relations are read as objects `{ id, name, … }` and
 * written as ids (000 §3); these schemas are declared on the routes, so the server sends exactly
 * this and the web derives its types from them. Each sub-area answers with its own
 * `*.responses.ts`; here are the pieces several of them share.
 */

/** A team as an offer or a transfer names it: with its manager's id (`id_user`), null when it has none. */
export const managedTeamRefSchema = namedRefSchema.extend({ id_user: z.number().int().nullable() });

/** `POST /clausula_rescision`, `POST /transfer`: the success text and the new row's id. */
export const createdResponseSchema = messageSchema.extend({ id: z.number().int() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;
