import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FmImport } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** `GET /fm-imports` (Admin): who imported what, newest first. */
export const getFmImports = () => api.get<{ data: FmImport[] }>('/fm-imports');
export const useFmImports = () => useQuery(queryOptions({ queryKey: ['fm-imports'], queryFn: getFmImports }));
