import { useMutation } from '@tanstack/react-query';
import type { LegacyMappingBody, MessageResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** PUT /legacy-import/mappings: which of our users/teams an old one is (null: a new one). */
export const saveLegacyMapping = (body: LegacyMappingBody) => api.put<MessageResponse>('/legacy-import/mappings', body);
export const useSaveLegacyMapping = () => useMutation({ mutationFn: saveLegacyMapping });
