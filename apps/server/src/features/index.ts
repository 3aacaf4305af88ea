import accountsRoutes from './accounts/accounts.routes';
import healthRoutes from './health/health.routes';
import settingsRoutes from './settings/settings.routes';
import testClockRoutes from './test-clock/test-clock.routes';
import seasonsRoutes from './seasons/seasons.routes';
import playersRoutes from './players/players.routes';
import teamsRoutes from './teams/teams.routes';
import usersRoutes from './users/users.routes';

/** Every feature's routes, registered under /api. Add a feature here in one line. */
export const features = [
  healthRoutes,
  accountsRoutes,
  settingsRoutes,
  testClockRoutes,
  seasonsRoutes,
  playersRoutes,
  teamsRoutes,
  usersRoutes,
];

import betsRoutes from './bets/bets.routes';
import prodeRoutes from './prode/prode.routes';
features.push(betsRoutes, prodeRoutes);
