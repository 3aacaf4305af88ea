import { calendarFileParams, calendarFileSchema, calendarTokenSchema, PERMISSIONS } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './calendar.service';

const tags = ['calendario'];

/** The personal calendar feed and its secret link (docs/decisions/025-season-close-and-rollover.md). */
export default async function calendarRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/calendar/token', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: calendarTokenSchema } } }, (req) =>
    service.calendarToken(deps.db, contextOf(deps, req).actor.id),
  );
  app.post('/calendar/token', { config: { access: PERMISSIONS.read, idempotent: true }, schema: { tags, response: { 200: calendarTokenSchema } } }, (req) =>
    service.createCalendarToken(contextOf(deps, req)),
  );
  app.delete('/calendar/token', { config: { access: PERMISSIONS.read }, schema: { tags, response: { 200: calendarTokenSchema } } }, (req) =>
    service.revokeCalendarToken(contextOf(deps, req)),
  );
  // Public: calendar apps send no login; the secret in the path is the key.
  app.get(
    '/calendar/:file',
    {
      config: { access: PERMISSIONS.public },
      schema: { tags, params: calendarFileParams, produces: ['text/calendar'], response: { 200: calendarFileSchema } },
    },
    async (req, reply) => {
      const text = await service.calendarFile(deps, req.params.file);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .serializer((payload) => payload as string)
        .send(text);
    },
  );
}
