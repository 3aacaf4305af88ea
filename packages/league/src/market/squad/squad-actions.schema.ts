import { z } from 'zod';
import { idSchema, namedRefSchema, optionalParam } from '../../common/common.schema';

const optionSchema = z.object({
  allowed: z.boolean(),
  /** Why not (Spanish), when not allowed. */
  reason: z.string().nullable(),
  /** Money for the team's manager if done now: negative is paid (a block), positive received (a release). */
  amount: z.number().int(),
});

/** `GET /plantel/acciones`: what the manager may do with each player of the squad, and the blocks of the season. */
export const squadActionsSchema = z.object({
  team: namedRefSchema,
  division: z.string(),
  id_season: z.number().int(),
  blocks_used: z.number().int(),
  blocks_per_team: z.number().int(),
  blocks_left: z.number().int(),
  /** The team's next block costs nothing (the season's free block is still unused). */
  next_block_free: z.boolean(),
  /** The share of a released player's value the team receives (0.6). */
  release_factor: z.number(),
  players: z.array(
    z.object({
      id_player: z.number().int(),
      block: optionSchema,
      release: optionSchema,
      register: optionSchema,
    }),
  ),
});
export type SquadActions = z.infer<typeof squadActionsSchema>;

/** The team whose actions to read: the actor's own by default; the Admin may name another. */
export const squadActionsQuerySchema = z.object({ id_team: optionalParam(idSchema()) });

/**
 * `POST /plantel/{id}/inscribir`: registering a `bloqueado` player lifts his protection against
 * clauses, so it needs `lift_protection: true` (decision 041); without it, a 409 says why.
 */
export const registerBodySchema = z.object({ lift_protection: z.boolean().optional() }).nullish();
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The answer of `POST /plantel/{id}/bloquear|liberar|inscribir`. */
export const squadActionResultSchema = z.object({
  message: z.string(),
  /** Money the team's manager paid (negative) or received (positive). */
  amount: z.number().int(),
  blocks_used: z.number().int(),
  blocks_left: z.number().int(),
});
export type SquadActionResult = z.infer<typeof squadActionResultSchema>;
