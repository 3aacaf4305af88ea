/**
 * Other features write audit entries through this service (the architecture's boundary: a feature
 * calls another's services only); recordAudit stays the one writer (docs/decisions/022-audit-log.md).
 */
export { recordAudit, type AuditActor, type AuditRecord } from './audit.repository';
