import { z } from 'zod';
import { TOURNAMENT_TYPES } from '../constants';
import { namedRefSchema } from '../common/common.schema';
import { LEGACY_TITLE_COLUMNS } from '../legacy/legacy.rules';

const honourSchema = z.object({ tournament: namedRefSchema.extend({ type: z.enum(TOURNAMENT_TYPES) }), season: namedRefSchema });

/** `GET /palmares/honours`: honours per team and per manager, and the all-time records (docs/decisions/025-season-close-and-rollover.md). */
export const honoursResponseSchema = z.object({
  teams: z.array(
    z.object({
      team: namedRefSchema,
      titles: z.array(honourSchema),
      runner_ups: z.array(honourSchema),
      imported: z.array(z.object({ key: z.enum(LEGACY_TITLE_COLUMNS), count: z.number().int() })),
      total: z.number().int(),
    }),
  ),
  managers: z.array(z.object({ manager: namedRefSchema, titles: z.array(honourSchema), runner_ups: z.array(honourSchema) })),
  records: z.object({
    most_goals_season: z.object({ player: namedRefSchema, season: namedRefSchema, goals: z.number().int() }).nullable(),
    biggest_win: z
      .object({
        match_id: z.number().int(),
        at: z.string(),
        season: namedRefSchema,
        winner: namedRefSchema,
        loser: namedRefSchema,
        score: z.string(),
        margin: z.number().int(),
      })
      .nullable(),
    most_expensive_signing: z
      .object({
        at: z.string(),
        player: namedRefSchema,
        team: namedRefSchema.nullable(),
        amount: z.number(),
        kind: z.enum(['clause', 'auction', 'transfer']),
        season: namedRefSchema,
      })
      .nullable(),
    longest_unbeaten_run: z.object({ team: namedRefSchema, length: z.number().int(), from: z.string(), to: z.string() }).nullable(),
  }),
});
export type HonoursResponse = z.infer<typeof honoursResponseSchema>;
