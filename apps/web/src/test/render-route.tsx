import { TOKEN_STORAGE_KEY, type User } from '@superliga/league';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { routesFor } from '../app/routes';
import { DeferredNotifications } from '../app/layouts/deferred-notifications';
import { AppProvider } from '../app/provider';
import { queryClient } from '../lib/query-client';
import { server } from './server';

export const MANAGER: User = {
  id: 7,
  name: 'Manager Siete',
  rol: 'Manager Primera',
  profits: 50_000_000,
  costs: 0,
  version: 1,
  team: { id: 3, name: 'Club Siete', division: 'Primera' },
};

/** A request that changed something (not a GET), as the screen sent it. */
export type SentRequest = { method: string; path: string; body: unknown; idempotencyKey: string | null };

/**
 * Draws the screen of `path` as the app does (docs/decisions/032-forms-and-screen-tests.md): its
 * route from the app's route table, under the app's Mantine theme, query client and toasts, for a
 * logged-in `user`. The API is MSW's: the user, the server's clock and the live stream are
 * answered here, the rest by each test. `sent` lists every request that was not a GET.
 */
export function renderRoute(path: string, { user = MANAGER }: { user?: User } = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, '1|screen-test');
  queryClient.clear();
  server.use(
    http.get('/api/user', () => HttpResponse.json(user)),
    http.get('/api/server-time', () => HttpResponse.json({ now: new Date().toISOString() })),
    // No live events in a screen test: the stream answers nothing and the screen keeps its data.
    http.get('/api/events', () => new HttpResponse(null, { status: 204 })),
  );
  const sent: SentRequest[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      idempotencyKey: request.headers.get('Idempotency-Key'),
    });
  });
  const routes = routesFor(path);
  if (!routes.length) throw new Error(`No screen for ${path}`);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={queryClient}>
            <DeferredNotifications />
            <Outlet />
          </QueryClientProvider>
        ),
        children: [...routes, { path: '*', element: <p>Otra pantalla</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  const events = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user: events, router, sent };
}

/** A JSON answer with a status, as the server sends it. */
export const answer = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
