import { z } from 'zod';
import { idSchema, namedRefSchema } from '../../common/common.schema';
import { DIVISIONS } from '../../constants';

/** One figure of the report against the season's limit (null: no limit applies). */
export const complianceFigureSchema = z.object({ value: z.number(), limit: z.number().nullable(), ok: z.boolean() });

/** One team of `GET /compliance?season=`: each figure of the season's limits at window close and whether all comply. */
export const teamComplianceSchema = z.object({
  team: namedRefSchema,
  division: z.enum(DIVISIONS),
  manager: namedRefSchema.nullable(),
  players: z.number().int(),
  senior: complianceFigureSchema,
  youth: complianceFigureSchema,
  ca_best16: complianceFigureSchema,
  blocks: complianceFigureSchema,
  clause_losses: complianceFigureSchema,
  auctions: complianceFigureSchema,
  auctions_over_20: complianceFigureSchema,
  ok: z.boolean(),
});
export type TeamComplianceRow = z.infer<typeof teamComplianceSchema>;

/** `GET /compliance?season=`: every Primera and Segunda team, Primera first, by name. */
export const complianceReportSchema = z.object({ season: namedRefSchema, data: z.array(teamComplianceSchema) });
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

/** The CSV's answer, declared for the API docs (a text/csv body). */
export const complianceCsvSchema = z.string();

const playerIds = z.array(idSchema()).min(1).max(30);

/**
 * `POST /compliance/preview`: the operation a manager is about to send, as its form has it. The
 * server answers the warnings for the teams it would take out of the current season's limits.
 * A clause and an auction are checked for the actor's team (the one that would receive the player).
 */
export const compliancePreviewBodySchema = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('transfer'), id_team_from: idSchema(), id_team_to: idSchema(), players: playerIds }),
  z.object({ operation: z.literal('clause'), id_player: idSchema() }),
  z.object({ operation: z.literal('auction'), id_player: idSchema() }),
]);
export type CompliancePreviewBody = z.infer<typeof compliancePreviewBodySchema>;

export const compliancePreviewSchema = z.object({ warnings: z.array(z.string()) });
export type CompliancePreview = z.infer<typeof compliancePreviewSchema>;
