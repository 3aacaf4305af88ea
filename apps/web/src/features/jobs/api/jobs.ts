import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobName, JobStatus } from '@superliga/league';
import { api } from '../../../lib/api-client';

export const jobsQueryOptions = () => queryOptions({ queryKey: ['jobs'], queryFn: () => api.get<{ data: JobStatus[] }>('/jobs') });
export const useJobs = () => useQuery(jobsQueryOptions());

/** "Correr ahora" (Admin): one run, audited; every list may have changed. */
export const useRunJob = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (name: JobName) => api.post<{ message: string }>(`/jobs/${name}/run`), onSuccess: () => qc.invalidateQueries() });
};
