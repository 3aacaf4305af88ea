import type { ReversalKind, ReversalPlan } from '@superliga/league';
import { api } from '../../../../lib/api-client';

/** `GET /reversals/plan`: who gets how much back and which player goes where, read when the Admin asks. */
export const getReversalPlan = (kind: ReversalKind, id: number) => api.get<ReversalPlan>('/reversals/plan', { kind, id: String(id) });
