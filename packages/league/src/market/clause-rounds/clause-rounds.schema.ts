import { z } from 'zod';
import { MSG } from '../../messages';

/** `POST /clause-rounds/offers/{id}/raise`: a tied manager's new total during the extension. */
export const clauseRaiseBodySchema = z.object({
  total_value: z.coerce.number({ message: MSG.integerRequired }).int(MSG.integerRequired).positive(MSG.integerRequired),
});
export type ClauseRaiseBody = z.infer<typeof clauseRaiseBodySchema>;
