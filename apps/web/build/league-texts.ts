import type { Plugin } from 'vite';

/** The league's texts and rules the login page shows or uses itself: they stay with its code. */
const LOGIN_OWN = /[\\/](screens[\\/](app|common)\.texts|src[\\/]messages|signals[\\/]signals\.rules)\.ts$/;
const TEXTS = /[\\/]packages[\\/]league[\\/]src[\\/].*\.(messages|texts|rules)\.ts$/;
const NAME = 'league-texts';

/**
 * The league's texts and rules used by the logged-in area, as one chunk instead of one small file
 * per feature (docs/decisions/044-every-screen-fast.md): the layout alone named about twenty, and
 * a phone on HTTP/1.1 pays a round trip of slow 4G for every six files. Its own imports are left
 * where Vite puts them (they are shared with the login page).
 */
export const leagueTextsGroup = { name: NAME, test: (id: string) => TEXTS.test(id) && !LOGIN_OWN.test(id), includeDependenciesRecursively: false };

/** Fails the build when the login page would load the texts chunk (a text it uses is missing from LOGIN_OWN). */
export function loginWithoutLeagueTexts(): Plugin {
  return {
    name: 'superliga-login-without-league-texts',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const login = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith('login.html'));
      const seen = new Set<string>();
      const visit = (file: string) => {
        const c = chunks.get(file);
        if (!c || seen.has(file)) return;
        if (c.name === NAME) this.error(`login.html loads ${NAME}: add the league text it uses to LOGIN_OWN (apps/web/build/league-texts.ts)`);
        seen.add(file);
        c.imports.forEach(visit);
      };
      if (login) visit(login.fileName);
    },
  };
}
