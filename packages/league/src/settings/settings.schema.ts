import { z } from 'zod';

export const SETTINGS_MSG = {
  linkInvalid: 'El enlace debe ser una URL que empiece con http:// o https://.',
} as const;

const LINK_MAX_CHARS = 500;

/**
 * Only web addresses are links: `javascript:`, `data:`, `vbscript:` and the like would run or
 * show something in the league's own page when clicked (decision 014).
 */
export function isHttpUrl(value: unknown): value is string {
  // The scheme, then a host, then anything without spaces (a browser reads the scheme the same way).
  return typeof value === 'string' && value.length <= LINK_MAX_CHARS && /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i.test(value);
}

const link = z.string({ message: SETTINGS_MSG.linkInvalid }).refine(isHttpUrl, SETTINGS_MSG.linkInvalid);

/** `PUT /settings` (Admin): the header's external links. */
export const settingsLinksBodySchema = z.object({ social: link.optional(), streaming: link.optional(), chat: link.optional() });
export type SettingsLinksBody = z.infer<typeof settingsLinksBodySchema>;
