import { z } from 'zod';
import { HAND_OVER_MSG } from './hand-over.messages';
import { HAND_OVER_KINDS } from './hand-over.rules';

const choice = z.enum(['close', 'hand', 'keep'], { message: HAND_OVER_MSG.choiceNotAllowed });

/** `POST /teams/{id}/traspaso` (Admin): who receives the team, why, and what happens to each kind of open operation. */
export const handOverBodySchema = z.object({
  id_user: z.coerce.number({ message: HAND_OVER_MSG.receiverNotFound }).int().positive({ message: HAND_OVER_MSG.receiverNotFound }),
  reason: z.string({ message: HAND_OVER_MSG.reasonRequired }).trim().min(1, { message: HAND_OVER_MSG.reasonRequired }).max(500),
  choices: z.object({ transfer: choice.optional(), offer: choice.optional(), auction: choice.optional(), bet: choice.optional() }).default({}),
});
export type HandOverBody = z.infer<typeof handOverBodySchema>;

const handOverOperationSchema = z.object({
  kind: z.enum(HAND_OVER_KINDS),
  id: z.number().int(),
  description: z.string(),
  amount: z.number().int(),
});

/** `GET /teams/{id}/traspaso` (Admin): the preview the screen shows before the confirmation. */
export const handOverPreviewSchema = z.object({
  team: z.object({ id: z.number().int(), name: z.string(), division: z.string().nullable() }),
  owner: z.object({ id: z.number().int(), name: z.string(), profits: z.number().int() }).nullable(),
  candidates: z.array(z.object({ id: z.number().int(), name: z.string() })),
  operations: z.array(handOverOperationSchema),
  options: z.record(z.enum(HAND_OVER_KINDS), z.array(choice)),
});
export type HandOverPreview = z.infer<typeof handOverPreviewSchema>;
export type HandOverOperation = z.infer<typeof handOverOperationSchema>;

export const handOverResultSchema = z.object({
  message: z.string(),
  closed: z.number().int(),
  handed: z.number().int(),
  budget: z.number().int(),
});
export type HandOverResult = z.infer<typeof handOverResultSchema>;

/** `POST /teams/{id}/invitaciones` (Admin): the choices and the reason, applied when the invited person uses the link. */
export const invitationBodySchema = handOverBodySchema.omit({ id_user: true });
export type InvitationBody = z.infer<typeof invitationBodySchema>;

/** The link, shown once: only its hash is stored. */
export const invitationCreatedSchema = z.object({ id: z.number().int(), token: z.string(), path: z.string(), expires_at: z.string() });
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** `GET /invitaciones/{token}` (public): what the link offers. */
export const invitationSchema = z.object({
  team: z.object({ id: z.number().int(), name: z.string(), division: z.string().nullable() }),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationTokenParamSchema = z.object({ token: z.string().min(1).max(100) });
export const invitationIdParamsSchema = z.object({ id: z.coerce.number().int().positive(), invitationId: z.coerce.number().int().positive() });
