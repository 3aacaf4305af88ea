import type { App } from '../../lib/http';

export default async function healthRoutes(app: App) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['sistema'] } }, async () => ({ status: 'ok' }));
}
