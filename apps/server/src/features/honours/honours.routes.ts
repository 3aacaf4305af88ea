import { honoursResponseSchema, PERMISSIONS } from '@superliga/league';
import type { App, FeatureOptions } from '../../lib/http';
import * as service from './honours.service';

const tags = ['equipos'];

/** The palmarés computed from the data and the all-time records (docs/decisions/025-season-close-and-rollover.md). */
export default async function honoursRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/palmares/honours', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: honoursResponseSchema } } }, () =>
    service.honoursPage(deps.db),
  );
}
