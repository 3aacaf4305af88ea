import { PRODE_SCREEN } from '@superliga/league';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

const match = (id: number, fields: Record<string, unknown>) => ({
  id,
  kind: 'fixture',
  division: 'Primera',
  round: 1,
  team_home: { id: 2 * id, name: `Local ${id}` },
  team_away: { id: 2 * id + 1, name: `Visitante ${id}` },
  locked: false,
  result: null,
  prediction: null,
  points: null,
  ...fields,
});

beforeEach(() => {
  server.use(
    http.get('/api/prode', () =>
      answer({
        data: {
          season: { id: 1, name: 'Temporada 1' },
          source: 'fixtures',
          matches: [match(1, { locked: true, result: { score_home: 3, score_away: 1 } }), match(2, {})],
        },
      }),
    ),
    http.get('/api/prode/ranking', () => answer({ data: [] })),
  );
});

describe('Prode (/prode)', () => {
  it("on a phone's card, 'Guardar' stands on its own line, not under 'Resultado'; a played match keeps its label", async () => {
    renderRoute('/prode');
    const save = await screen.findByRole('button', { name: PRODE_SCREEN.guardarPronosticoDe(PRODE_SCREEN.vs('Local 2', 'Visitante 2')) });
    expect(save.closest('td')).toHaveAttribute('data-label', '');
    expect(screen.getByText('3 - 1').closest('td')).toHaveAttribute('data-label', PRODE_SCREEN.resultado);
  });
});
