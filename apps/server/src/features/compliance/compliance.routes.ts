import {
  complianceCsvSchema,
  compliancePreviewBodySchema,
  compliancePreviewSchema,
  complianceReportSchema,
  COMPLIANCE_MSG,
  PERMISSIONS,
  seasonQuerySchema,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './compliance.service';

const tags = ['mercado'];

/** Compliance with the season's limits (spec DECISIONS, 'The league's own rules as settings'): the report for everyone, its CSV for the Admin, the warnings before an operation. */
export default async function complianceRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/compliance',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: seasonQuerySchema, response: { 200: complianceReportSchema } } },
    (req) => service.complianceReport(deps.db, req.query.season),
  );
  app.get(
    '/compliance.csv',
    {
      config: { access: PERMISSIONS.exportCompliance },
      schema: { tags, querystring: seasonQuerySchema, produces: ['text/csv'], response: { 200: complianceCsvSchema } },
    },
    async (req, reply) => {
      const { seasonId, csv } = await service.complianceReportCsv(deps.db, req.query.season);
      // Sent as it is: the JSON serializer would quote the text.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${COMPLIANCE_MSG.fileName(seasonId)}"`)
        .serializer((payload) => payload as string)
        .send(csv);
    },
  );
  app.post(
    '/compliance/preview',
    { config: { access: PERMISSIONS.read }, schema: { tags, body: compliancePreviewBodySchema, response: { 200: compliancePreviewSchema } } },
    (req) => service.previewOperation(contextOf(deps, req), req.body),
  );
}
