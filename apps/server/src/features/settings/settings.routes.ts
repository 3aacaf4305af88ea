import { settingsLinksBodySchema } from '@superliga/league';
import type { App, FeatureOptions } from '../../lib/http';
import * as service from './settings.service';

export default async function settingsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/settings', { config: { access: 'public' }, schema: { tags: ['sistema'] } }, () => service.publicSettings(deps.db, deps.config));
  app.put('/settings', { config: { access: { roles: ['Admin'] } }, schema: { tags: ['sistema'], body: settingsLinksBodySchema } }, (req) =>
    service.updateLinks(deps.db, deps.config, req.body),
  );
  app.get('/server-time', { config: { access: 'public' }, schema: { tags: ['sistema'] } }, async () => ({ now: deps.clock.now().toISOString() }));
}
