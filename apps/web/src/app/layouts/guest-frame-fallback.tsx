import { COMMON_SCREEN } from '@superliga/league';
import { WaitLoader } from '../../components/wait-loader';
import { GuestFrame } from './guest-frame';

/**
 * What a guest screen opened by its address shows while its code arrives (React Router's
 * HydrateFallback): an invitation link opens the app, not the login page, and drew nothing until then.
 */
export function GuestFrameFallback() {
  return (
    <GuestFrame>
      <WaitLoader role="status" aria-label={COMMON_SCREEN.cargando} />
    </GuestFrame>
  );
}
