import { z } from 'zod';
import { isHttpUrl, SETTINGS_MSG } from './settings.links';

const link = z.string({ message: SETTINGS_MSG.linkInvalid }).refine(isHttpUrl, SETTINGS_MSG.linkInvalid);

/** `PUT /settings` (Admin): the header's external links. */
export const settingsLinksBodySchema = z.object({ social: link.optional(), streaming: link.optional(), chat: link.optional() });
export type SettingsLinksBody = z.infer<typeof settingsLinksBodySchema>;
