// `npm run lint`: the architecture's boundaries (ARCHITECTURE.md §1) and no import cycles, read
// from the real module graph (TypeScript resolver) instead of matching import lines as text.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const files = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

const serverFeatures = './apps/server/src/features';
const webFeatures = './apps/web/src/features';

/** A server feature reaches another only through that feature's services (`*.service.ts`). */
const serverFeatureZones = dirs(serverFeatures).flatMap((feature) =>
  dirs(serverFeatures)
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `${serverFeatures}/${feature}`,
      from: `${serverFeatures}/${other}`,
      except: files(join(serverFeatures, other))
        .filter((f) => f.endsWith('.service.ts'))
        .map((f) => `./${f}`),
      message: `A server feature calls another feature's service, never its other modules.`,
    })),
);

/** The seed reaches a feature only through its services (`*.service.ts`), like another feature. */
const seedZones = dirs(serverFeatures).map((feature) => ({
  target: './apps/server/src/db/seed',
  from: `${serverFeatures}/${feature}`,
  except: files(join(serverFeatures, feature))
    .filter((f) => f.endsWith('.service.ts'))
    .map((f) => `./${f}`),
  message: 'The seed calls a feature through its service, never its repository or other modules.',
}));

/** A web feature never imports another feature. */
const webFeatureZones = dirs(webFeatures).map((feature) => ({
  target: `${webFeatures}/${feature}`,
  from: webFeatures,
  except: [`./${feature}`],
  message: 'A web feature does not import another feature: compose them in app/.',
}));

/**
 * The market is one web feature split by the league's sub-areas (docs/conventions.md, Web): a sub-area
 * may use another's api/ or components/, never its screens.
 */
const marketAreas = `${webFeatures}/market`;
const marketZones = dirs(marketAreas).flatMap((area) =>
  dirs(marketAreas)
    .filter((other) => other !== area)
    .map((other) => ({
      target: `${marketAreas}/${area}`,
      from: `${marketAreas}/${other}/routes`,
      message: "A market sub-area uses another's api/ or components/, never its routes/.",
    })),
);

const boundaryZones = [
  { target: './packages/league', from: './apps', message: 'packages/league imports no app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features never import app/: app/ composes features.' },
  ...serverFeatureZones,
  ...webFeatureZones,
  ...marketZones,
  // The seed builds data through the features' services, never their SQL nor their other insides.
  ...seedZones,
  // The market is one module (docs/decisions/042-the-market-module.md): the features outside it call its
  // commands, queries and services, never its SQL; inside it, it calls the features' services only.
  {
    target: './apps/server/src/features',
    from: './apps/server/src/market/**/*.repository.ts',
    message: 'A feature calls the market through its commands and services, not its repositories.',
  },
  {
    target: './apps/server/src/market',
    from: './apps/server/src/features/**/*.repository.ts',
    message: 'The market calls a feature through its service, not its repository.',
  },
  {
    target: './apps/server/src/db/seed',
    from: './apps/server/src/market/**/*.repository.ts',
    message: 'The seed calls the market through its commands and services, not its repositories.',
  },
  // lib/ is what plugins and features stand on: it never reaches up into a plugin.
  { target: './apps/server/src/lib', from: './apps/server/src/plugins', message: 'lib/ never imports plugins/: plugins build on lib/.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.ci-reports/**', 'bench/results/**', 'apps/web/test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    settings: {
      // How import-x parses a dependency to follow its imports (no-cycle reads the whole graph).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['packages/league/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // TypeScript checks these (tsc runs in `npm run typecheck`).
      'no-undef': 'off',
      // Polling loops wait out a refused connection with an empty catch.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Tests read answers as loose JSON.
    files: ['**/*.test.ts', 'apps/server/test/**/*.ts', 'apps/web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/league/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.|zod$|dayjs(/|$))', message: 'packages/league imports only zod and dayjs: no I/O, Node, DOM, React or Fastify.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(fastify|@fastify/)', message: 'Services never import Fastify: routes translate HTTP.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(\\.repository$|/db/|^drizzle-orm)', message: 'Routes never touch SQL: call the service.' }] }],
    },
  },
  prettier,
);
