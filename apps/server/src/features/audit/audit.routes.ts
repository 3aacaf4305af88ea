import {
  AUDIT_CSV_FILE,
  auditActorsResponseSchema,
  auditCsvSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  myAuditQuerySchema,
  PERMISSIONS,
} from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './audit.service';

const tags = ['auditoría'];

/**
 * The audit log (docs/decisions/022-audit-log.md): the Admin reads and downloads it all, a manager
 * reads what touches him. Read-only: no route edits or deletes an entry.
 */
export default async function auditRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/audit',
    { config: { access: PERMISSIONS.readAuditLog }, schema: { tags, querystring: auditListQuerySchema, response: { 200: auditListResponseSchema } } },
    (req) => service.listAudit(contextOf(deps, req), req.query),
  );
  app.get(
    '/audit/mine',
    { config: { access: PERMISSIONS.read }, schema: { tags, querystring: myAuditQuerySchema, response: { 200: auditListResponseSchema } } },
    (req) => service.myAudit(contextOf(deps, req), req.query),
  );
  app.get('/audit/actors', { config: { access: PERMISSIONS.readAuditLog }, schema: { tags, response: { 200: auditActorsResponseSchema } } }, (req) =>
    service.auditActors(contextOf(deps, req)),
  );
  app.get(
    '/audit.csv',
    {
      config: { access: PERMISSIONS.readAuditLog },
      schema: { tags, querystring: auditListQuerySchema, produces: ['text/csv'], response: { 200: auditCsvSchema } },
    },
    async (req, reply) => {
      const csv = await service.auditCsv(contextOf(deps, req), req.query);
      // Sent as it is: the JSON serializer would quote the text.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${AUDIT_CSV_FILE}"`)
        .serializer((payload) => payload as string)
        .send(csv);
    },
  );
}
