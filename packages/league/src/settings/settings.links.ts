// Plain constants and a check, apart from the schema: the app's layout filters its header links with
// isHttpUrl, and a layout that imported a *.schema.ts file would bring zod into every logged-in screen
// (docs/decisions/036-the-standard-build.md).

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
