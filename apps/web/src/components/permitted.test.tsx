import { MSG } from '@superliga/league';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEASON } from '../test/fixtures';
import { MANAGER, renderRoute } from '../test/render-route';
import { server } from '../test/server';

/** Staff screens and the answers each asks for once drawn. */
const STAFF_SCREENS = [
  ['/copias-de-seguridad', ['/api/backups']],
  ['/tareas', ['/api/jobs']],
  ['/revision-transferencias', ['/api/transfers/review']],
  ['/auditoria', ['/api/audit', '/api/audit/actors', '/api/audit/users']],
  ['/senales', ['/api/signals']],
  ['/premios', ['/api/create-prizes', '/api/prizes']],
  ['/temporadas/nueva', ['/api/seasons/:id/rollover']],
  ['/importar-fm', ['/api/fm-imports']],
  ['/reversiones', ['/api/reversals', '/api/traspasos', '/api/ofertas-confirmadas', '/api/auction/last']],
  ['/ofertas-confirmadas', ['/api/ofertas-confirmadas']],
  // Asks for nothing before an upload: the refusal alone.
  ['/importar-app-vieja', []],
] as const;

describe('a staff screen opened by a manager', () => {
  it.each(STAFF_SCREENS)('%s says he may not, and asks the server for none of its answers', async (path, answers) => {
    const asked: string[] = [];
    // As the server answers a manager; the league's seasons are his to read (the rollover asks for the current one's).
    server.use(
      http.get('/api/season', () => HttpResponse.json({ data: [SEASON] })),
      ...answers.map((a) => http.get(a, () => (asked.push(a), HttpResponse.json({ code: 'forbidden', message: 'No' }, { status: 403 })))),
    );
    renderRoute(path, { user: MANAGER });
    expect(await screen.findByText(MSG.noPermissionPage)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
