import accountsRoutes from './accounts/accounts.routes';
import healthRoutes from './health/health.routes';
import settingsRoutes from './settings/settings.routes';
import backupsRoutes from './backups/backups.routes';
import testClockRoutes from './test-clock/test-clock.routes';
import seasonsRoutes from './seasons/seasons.routes';
import fmImportRoutes from './fm-import/fm-import.routes';
import teamsRoutes from './teams/teams.routes';
import usersRoutes from './users/users.routes';
import assistantRoutes from './assistant/assistant.routes';
import eventsRoutes from './events/events.routes';
import betsRoutes from './bets/bets.routes';
import prodeRoutes from './prode/prode.routes';
import competitionRoutes from './competition/competition.routes';
import notificationsRoutes from './notifications/notifications.routes';
import seasonRulesRoutes from './season-rules/season-rules.routes';
import complianceRoutes from './compliance/compliance.routes';
import legacyImportRoutes from './legacy-import/legacy-import.routes';
import honoursRoutes from './honours/honours.routes';
import auditRoutes from './audit/audit.routes';
import jobsRoutes from './jobs/jobs.routes';
import calendarRoutes from './calendar/calendar.routes';
import signalsRoutes from './signals/signals.routes';
import watchlistRoutes from './watchlist/watchlist.routes';
import handOverRoutes from './hand-over/hand-over.routes';
import remindersRoutes from './reminders/reminders.routes';
import homeRoutes from './home/home.routes';
import { marketRoutes } from '../market/routes';

/** Every feature's routes, registered under /api. Add a feature here in one line; the market's are listed in market/routes.ts. */
export const features = [
  healthRoutes,
  accountsRoutes,
  settingsRoutes,
  backupsRoutes,
  testClockRoutes,
  seasonsRoutes,
  fmImportRoutes,
  teamsRoutes,
  handOverRoutes,
  usersRoutes,
  assistantRoutes,
  eventsRoutes,
  competitionRoutes,
  betsRoutes,
  prodeRoutes,
  notificationsRoutes,
  seasonRulesRoutes,
  complianceRoutes,
  legacyImportRoutes,
  honoursRoutes,
  auditRoutes,
  jobsRoutes,
  calendarRoutes,
  signalsRoutes,
  remindersRoutes,
  homeRoutes,
  watchlistRoutes,
  ...marketRoutes,
];
