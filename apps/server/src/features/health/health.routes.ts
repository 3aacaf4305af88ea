import { healthResponseSchema, PERMISSIONS } from '@superliga/league';
import type { App } from '../../lib/http';

export default async function healthRoutes(app: App) {
  app.get('/health', { config: { access: PERMISSIONS.public }, schema: { tags: ['sistema'], response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok',
  }));
}
