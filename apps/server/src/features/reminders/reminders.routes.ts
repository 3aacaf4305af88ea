import { PERMISSIONS, reminderSettingsBodySchema, reminderSettingsSchema, reminderSettingsSavedSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './reminders.service';

const tags = ['notificaciones'];

/** The user's own reminder settings (docs/decisions/033-deadline-reminders.md); the job is in the jobs registry. */
export default async function remindersRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/notifications/reminders', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: reminderSettingsSchema } } }, (req) =>
    service.reminderSettingsOf(contextOf(deps, req)),
  );
  app.put(
    '/notifications/reminders',
    { config: { access: PERMISSIONS.editOwnAccount }, schema: { tags, body: reminderSettingsBodySchema, response: { 200: reminderSettingsSavedSchema } } },
    (req) => service.saveReminderSettings(contextOf(deps, req), req.body),
  );
}
