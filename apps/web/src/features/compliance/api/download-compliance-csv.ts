import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

/** The Admin's CSV of the report (GET /compliance.csv?season=). */
export const downloadComplianceCsv = (season: string | null) => downloadFile('/compliance.csv', { season });
export const useDownloadComplianceCsv = () => useMutation({ mutationFn: downloadComplianceCsv });
