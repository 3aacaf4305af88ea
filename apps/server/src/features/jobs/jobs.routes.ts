import { jobParamSchema, jobsResponseSchema, messageSchema, PERMISSIONS } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './jobs.service';

const tags = ['sistema'];

/** The Admin's page 'Tareas' (decision 023): the scheduled jobs and "run now". */
export default async function jobsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/jobs', { config: { access: PERMISSIONS.manageJobs }, schema: { tags, response: { 200: jobsResponseSchema } } }, () => service.listJobs(deps));
  app.post(
    '/jobs/:name/run',
    { config: { access: PERMISSIONS.manageJobs, idempotent: true }, schema: { tags, params: jobParamSchema, response: { 200: messageSchema } } },
    (req) => service.runJobNow(contextOf(deps, req), req.params.name),
  );
}
