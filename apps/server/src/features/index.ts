import accountsRoutes from './accounts/accounts.routes';
import healthRoutes from './health/health.routes';
import settingsRoutes from './settings/settings.routes';
import testClockRoutes from './test-clock/test-clock.routes';

/** Every feature's routes, registered under /api. Add a feature here in one line. */
export const features = [
  healthRoutes,
  accountsRoutes,
  settingsRoutes,
  testClockRoutes,
];
