import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import type { AuditFilters } from './get-audit';

/** The filtered log as CSV (GET /audit.csv). */
export const downloadAuditCsv = (filters: AuditFilters) => downloadFile('/audit.csv', { ...filters });
export const useDownloadAuditCsv = () => useMutation({ mutationFn: downloadAuditCsv });
