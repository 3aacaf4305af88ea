import { Alert, List } from '@mantine/core';
import { COMPLIANCE_MSG, type CompliancePreviewBody } from '@superliga/league';
import { useCompliancePreview } from '../lib/compliance-preview';

/**
 * What a market form shows before the manager confirms: the teams the operation would take out of
 * the season's limits (squad by age, CA of the best 16, clause losses, auctions). A warning, not a
 * refusal: the server refuses on its own what its rules forbid. Nothing is shown while the
 * operation is incomplete, being checked, or within every limit.
 */
export function ComplianceWarnings({ operation }: { operation: CompliancePreviewBody | null }) {
  const preview = useCompliancePreview(operation);
  const warnings = operation ? (preview.data?.warnings ?? []) : [];
  if (!warnings.length) return null;
  return (
    // The title in the body's text colour: the theme's yellow on the alert's pale yellow is below 4.5:1.
    <Alert color="yellow" title={COMPLIANCE_MSG.warningsTitle} data-testid="compliance-warnings" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <List size="sm">
        {warnings.map((w) => (
          <List.Item key={w}>{w}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
