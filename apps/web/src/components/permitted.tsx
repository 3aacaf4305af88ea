import { can, MSG, type Action } from '@superliga/league';
import type { ReactNode } from 'react';
import { useUser } from '../lib/current-user';
import { ErrorState, LoadingState } from './states';

/**
 * A screen for whom `can(action)` allows (the league's permission table): its body is drawn, and
 * asks for its data, only for them. Anyone else who types its address gets the refusal, not the
 * screen's requests the server would refuse (it decides again on every one).
 */
export function Permitted({ action, children }: { action: Action; children: ReactNode }) {
  const me = useUser();
  if (me.isPending) return <LoadingState />;
  if (!can(action, me.data?.rol)) return <ErrorState message={MSG.noPermissionPage} />;
  return children;
}
