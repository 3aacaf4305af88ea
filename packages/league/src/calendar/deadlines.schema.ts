import { z } from 'zod';
import { DEADLINE_KINDS, REMINDER_LEADS, type DeadlineKind } from './deadlines.rules';

const leadSchema = z.enum(REMINDER_LEADS, { message: 'Elegí una anticipación de la lista (o «No recordar»).' });

/** `GET /notifications/reminders`: the user's lead per deadline kind, defaults filled in. */
export const reminderSettingsSchema = z.object(Object.fromEntries(DEADLINE_KINDS.map((k) => [k, leadSchema])) as Record<DeadlineKind, typeof leadSchema>);
/** `PUT /notifications/reminders`: any subset of the kinds; an unknown kind is refused. */
export const reminderSettingsBodySchema = reminderSettingsSchema.partial().strict();
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBodySchema>;
/** What the save answers: the settings as saved, and the Spanish success text. */
export const reminderSettingsSavedSchema = reminderSettingsSchema.extend({ message: z.string() });
