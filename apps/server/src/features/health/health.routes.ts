import { healthResponseSchema } from '@superliga/league';
import type { App } from '../../lib/http';

export default async function healthRoutes(app: App) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['sistema'], response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' }));
}
