import { Navigate, Outlet } from 'react-router';
import { getToken } from '../../lib/token';
import { paths } from '@superliga/league';
import { GuestFrame } from './guest-frame';

/** Login and signup inside the app; a user who already holds a token goes to the dashboard. */
export default function GuestLayout() {
  if (getToken()) return <Navigate to={paths.dashboard} replace />;
  return (
    <GuestFrame>
      <Outlet />
    </GuestFrame>
  );
}
