import { PERMISSIONS, publicSettingsResponseSchema, serverTimeResponseSchema } from '@superliga/league';
import { z } from 'zod';
import type { App, FeatureOptions } from '../../lib/http';
import * as service from './settings.service';

const linksBody = z.object({
  social: z.url({ message: 'El enlace debe ser una URL válida.' }).max(500).optional(),
  streaming: z.url({ message: 'El enlace debe ser una URL válida.' }).max(500).optional(),
  chat: z.url({ message: 'El enlace debe ser una URL válida.' }).max(500).optional(),
});

export default async function settingsRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/settings', { config: { access: PERMISSIONS.public }, schema: { tags: ['sistema'], response: { 200: publicSettingsResponseSchema } } }, () => service.publicSettings(deps.db));
  app.put('/settings', { config: { access: PERMISSIONS.manageSettings }, schema: { tags: ['sistema'], body: linksBody, response: { 200: publicSettingsResponseSchema } } }, (req) =>
    service.updateLinks(deps.db, req.body),
  );
  app.get('/server-time', { config: { access: PERMISSIONS.public }, schema: { tags: ['sistema'], response: { 200: serverTimeResponseSchema } } }, async () => ({ now: deps.clock.now().toISOString() }));
}
