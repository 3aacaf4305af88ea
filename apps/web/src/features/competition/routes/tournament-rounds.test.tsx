import { MSG, RESULTS_MSG, RESULTS_SCREEN, type User } from '@superliga/league';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN: User = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin', team: null };
const PD = { id: 5, name: 'Primera División 57', type: 'PD', format: 'PD' };
const round = (stage: number, starts_at: string, deadline_at: string) => ({ stage, name: `Fecha ${stage}`, starts_at, deadline_at, matches: [] });
const saved = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/tournaments/5/rounds');

beforeEach(() => {
  server.use(
    http.get('/api/tournaments/5/rounds', () =>
      answer({
        tournament: PD,
        rounds: [round(1, '2026-08-01T15:00:00.000Z', '2026-08-07T15:00:00.000Z'), round(2, '2026-08-08T15:00:00.000Z', '2026-08-14T15:00:00.000Z')],
      }),
    ),
  );
});

describe('Fechas del torneo (/torneos/:id/fechas)', () => {
  it("does not spread without the days between rounds (the league's spread schema), and says so under the field", async () => {
    const { user } = renderRoute('/torneos/5/fechas', { user: ADMIN });
    const spread = within(await screen.findByRole('form', { name: RESULTS_SCREEN.spreadTitle }));
    const days = spread.getByRole('textbox', { name: RESULTS_SCREEN.spreadDaysBetween });
    await user.clear(days);
    await user.click(spread.getByRole('button', { name: RESULTS_SCREEN.spreadApply }));

    expect(await spread.findByText(RESULTS_MSG.spreadInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(RESULTS_SCREEN.startsOf('Fecha 2'))).toHaveValue('2026-08-08T12:00');
  });

  it('does not save a deadline before its start, and says why', async () => {
    const { user, sent } = renderRoute('/torneos/5/fechas', { user: ADMIN });
    fireEvent.change(await screen.findByLabelText(RESULTS_SCREEN.deadlineOf('Fecha 1')), { target: { value: '2026-07-30T12:00' } });
    await user.click(screen.getByRole('button', { name: RESULTS_SCREEN.saveWindows }));

    expect(await screen.findByText(RESULTS_MSG.windowOrder)).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toEqual([]);
  });

  it("sends the windows and shows the server's field error under its field", async () => {
    server.use(
      http.put('/api/tournaments/5/rounds', () =>
        answer({ message: MSG.validationFailed, errors: { 'rounds.1.deadline_at': [RESULTS_MSG.windowOrder] } }, 422),
      ),
    );
    const { user, sent } = renderRoute('/torneos/5/fechas', { user: ADMIN });
    await user.click(await screen.findByRole('button', { name: RESULTS_SCREEN.saveWindows }));

    expect(await screen.findByText(RESULTS_MSG.windowOrder)).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          rounds: [
            { stage: 1, starts_at: '2026-08-01T15:00:00.000Z', deadline_at: '2026-08-07T15:00:00.000Z' },
            { stage: 2, starts_at: '2026-08-08T15:00:00.000Z', deadline_at: '2026-08-14T15:00:00.000Z' },
          ],
        },
      }),
    ]);
  });
});
