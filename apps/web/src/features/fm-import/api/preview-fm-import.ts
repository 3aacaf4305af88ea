import { useMutation } from '@tanstack/react-query';
import type { FmImportPreview, FmImportPreviewBody } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** `POST /fm-imports/preview` (Admin): what the FM exports would change; the server writes nothing. */
export const previewFmImport = (body: FmImportPreviewBody) => api.post<FmImportPreview>('/fm-imports/preview', body);
export const usePreviewFmImport = () => useMutation({ mutationFn: previewFmImport });
