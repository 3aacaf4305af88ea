import { nowResponseSchema, PERMISSIONS } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './home.service';

const tags = ['inicio'];

/** The home's "Ahora": what needs the reader now (docs/decisions/034-what-needs-you-now.md). */
export default async function homeRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/me/now', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: nowResponseSchema } } }, (req) =>
    service.whatNeedsMeNow(contextOf(deps, req)),
  );
}
