import { PERMISSIONS, publicSettingsResponseSchema, serverTimeResponseSchema, settingsLinksBodySchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './settings.service';

export default async function settingsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/settings', { config: { access: PERMISSIONS.public }, schema: { tags: ['sistema'], response: { 200: publicSettingsResponseSchema } } }, () =>
    service.publicSettings(deps.db, deps.config, deps.clock.now()),
  );
  app.put(
    '/settings',
    {
      config: { access: PERMISSIONS.manageSettings },
      schema: { tags: ['sistema'], body: settingsLinksBodySchema, response: { 200: publicSettingsResponseSchema } },
    },
    (req) => service.updateLinks(contextOf(deps, req), req.body),
  );
  app.get('/server-time', { config: { access: PERMISSIONS.public }, schema: { tags: ['sistema'], response: { 200: serverTimeResponseSchema } } }, async () => ({
    now: deps.clock.now().toISOString(),
  }));
}
