import { z } from 'zod';
import { JOB_NAMES } from './jobs.names';

export const JOB_OUTCOMES = ['running', 'ok', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];
export const JOB_OUTCOME_LABELS: Record<JobOutcome, string> = { running: 'En curso', ok: 'Bien', failed: 'Falló' };

export const jobRunSchema = z.object({
  started_at: z.string(),
  finished_at: z.string().nullable(),
  outcome: z.enum(JOB_OUTCOMES),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  process: z.string(),
  manual: z.boolean(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** One row of 'Tareas' (`GET /jobs`): the last run, the next one, whether it is late, what is due and not done. */
export const jobStatusSchema = z.object({
  name: z.enum(JOB_NAMES),
  label: z.string(),
  last_run: jobRunSchema.nullable(),
  next_run: z.string().nullable(),
  late: z.boolean(),
  backlog: z.number().int(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const jobsResponseSchema = z.object({ data: z.array(jobStatusSchema) });

export const jobParamSchema = z.object({ name: z.enum(JOB_NAMES, { message: 'Esa tarea no existe.' }) });
