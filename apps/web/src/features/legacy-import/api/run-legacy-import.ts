import { useMutation } from '@tanstack/react-query';
import type { LegacyDumpBody, LegacyReport } from '@superliga/league';
import { api } from '../../../lib/api-client';

export type LegacyRun = { applied: boolean; report: LegacyReport };
export type LegacyRunInput = LegacyDumpBody & { apply: boolean };

/** POST /legacy-import/dry-run or /apply with the uploaded dump (docs/decisions/018-legacy-import.md). */
export const runLegacyImport = ({ apply, ...body }: LegacyRunInput) => api.post<LegacyRun>(apply ? '/legacy-import/apply' : '/legacy-import/dry-run', body);
export const useRunLegacyImport = () => useMutation({ mutationFn: runLegacyImport });
