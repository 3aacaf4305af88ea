import { COMPETITION_MSG, COMPETITION_SCREEN, MATCH_STATE_LABELS, MSG, RESULTS_MSG, RESULTS_SCREEN } from '@superliga/league';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { inHours } from '../../../test/fixtures';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const HOME = { id: 3, name: 'Club Siete', user_id: MANAGER.id };
const AWAY = { id: 4, name: 'Club Ocho', user_id: 8 };
const TOURNAMENT = { id: 5, name: 'Primera División 57', type: 'PD', format: 'PD' };
const version = { score_home: 2, score_away: 0, statistics: [] };
const REPORT = {
  id: 30,
  state: 'pending',
  reported_by: { id: 8, name: 'Manager Ocho' },
  team_id: AWAY.id,
  reported_at: inHours(-2),
  confirm_by: inHours(46),
  reported: version,
  dispute: null,
  decided_at: null,
  decided_by: null,
};
const posted = (sent: SentRequest[], path: string) => sent.filter((r) => r.path === path);

/** Match 9 of Club Siete (the manager's) against Club Ocho: its window started two hours ago. */
function matchHandlers(state: 'to_play' | 'reported' | 'disputed') {
  const ref = { id: 9, tournament: TOURNAMENT, stage: 1, stage_name: 'Fecha 1', score_home: 0, score_away: 0 };
  server.use(
    http.get('/api/games/9', () =>
      answer({
        data: {
          ...ref,
          team_home_id: HOME.id,
          team_away_id: AWAY.id,
          team_home: { id: HOME.id, name: HOME.name },
          team_away: { id: AWAY.id, name: AWAY.name },
          tournament_id: TOURNAMENT.id,
          status: 'pending',
          match_date: inHours(-2),
          fixture_id: null,
          state,
          state_label: MATCH_STATE_LABELS[state],
          // A round with a window: the stored 0 - 0 is not a result (league's hasResult).
          has_result: false,
        },
      }),
    ),
    http.get('/api/match-statistics', () => answer({ data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 } })),
    http.get('/api/players-teams', () =>
      answer({
        data: [
          { id: 42, name: 'Lionel Prueba', id_team: { id: HOME.id, name: HOME.name }, status: 'registrado' },
          { id: 43, name: 'Otro Prueba', id_team: { id: AWAY.id, name: AWAY.name }, status: 'registrado' },
        ],
      }),
    ),
    http.get('/api/games/9/report', () =>
      answer({
        match: { ...ref, team_home: HOME, team_away: AWAY, state, state_label: state, starts_at: inHours(-2), deadline_at: inHours(100) },
        report:
          state === 'to_play'
            ? null
            : { ...REPORT, dispute: state === 'disputed' ? { ...version, score_home: 1, comment: 'Fue 1-0', by: { id: 7, name: 'Manager Siete' } } : null },
        evidence: [],
      }),
    ),
  );
}

describe('Reportar o disputar un resultado (/partidos/:id)', () => {
  it("does not ask nor send a report without the score and a screenshot (the league's report schema), and says so in place", async () => {
    matchHandlers('to_play');
    const { user, sent } = renderRoute('/partidos/9');
    const form = within(await screen.findByRole('form', { name: RESULTS_SCREEN.sendReport }));
    await user.click(form.getByRole('button', { name: RESULTS_SCREEN.sendReport }));

    expect(await form.findAllByText(RESULTS_MSG.scoreInvalid)).toHaveLength(2);
    expect(form.getByText(RESULTS_MSG.evidenceRequired)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(sent, '/api/games/9/report')).toEqual([]);
  });

  it("does not take a screenshot the league's evidence schema refuses (a GIF), and says so under the picker", async () => {
    matchHandlers('to_play');
    const { user, sent } = renderRoute('/partidos/9');
    const form = within(await screen.findByRole('form', { name: RESULTS_SCREEN.sendReport }));
    const picker = form.getByLabelText(RESULTS_SCREEN.evidenceLabel);
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'captura.gif', { type: 'image/gif' })] } });

    expect(await form.findByText(RESULTS_MSG.evidenceType)).toHaveAttribute('role', 'alert');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByRole('img')).toBeNull();
    await user.type(form.getByRole('textbox', { name: RESULTS_SCREEN.scoreHome(HOME.name) }), '2');
    await user.type(form.getByRole('textbox', { name: RESULTS_SCREEN.scoreAway(AWAY.name) }), '0');
    await user.click(form.getByRole('button', { name: RESULTS_SCREEN.sendReport }));
    expect(await form.findByText(RESULTS_MSG.evidenceRequired)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(sent, '/api/games/9/report')).toEqual([]);
  });

  it("sends the picked screenshot after asking, and shows the server's refusal of it under the picker", async () => {
    matchHandlers('to_play');
    server.use(
      http.post('/api/games/9/report', () => answer({ message: MSG.validationFailed, errors: { 'evidence.0.data': [RESULTS_MSG.evidenceType] } }, 422)),
    );
    const { user, sent } = renderRoute('/partidos/9');
    const form = within(await screen.findByRole('form', { name: RESULTS_SCREEN.sendReport }));
    await user.type(form.getByRole('textbox', { name: RESULTS_SCREEN.scoreHome(HOME.name) }), '2');
    await user.type(form.getByRole('textbox', { name: RESULTS_SCREEN.scoreAway(AWAY.name) }), '0');
    fireEvent.change(form.getByLabelText(RESULTS_SCREEN.evidenceLabel), {
      target: { files: [new File(['not really a png'], 'captura.png', { type: 'image/png' })] },
    });
    expect(await form.findByRole('img', { name: RESULTS_SCREEN.evidenceThumb(1) })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: RESULTS_SCREEN.sendReport }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: RESULTS_SCREEN.sendReport }));

    expect(await form.findByText(RESULTS_MSG.evidenceType)).toHaveAttribute('role', 'alert');
    expect(posted(sent, '/api/games/9/report')).toEqual([
      expect.objectContaining({
        body: { score_home: 2, score_away: 0, statistics: [], evidence: [{ data: btoa('not really a png') }] },
        idempotencyKey: expect.any(String),
      }),
    ]);
  });

  it("asks first, sends the dispute, and shows the server's field error under its field", async () => {
    matchHandlers('reported');
    server.use(
      http.post('/api/games/9/report/dispute', () => answer({ message: MSG.validationFailed, errors: { score_home: [RESULTS_MSG.scoreInvalid] } }, 422)),
    );
    const { user, sent } = renderRoute('/partidos/9');
    await user.click(await screen.findByRole('button', { name: RESULTS_SCREEN.disputeButton }));
    const form = within(await screen.findByRole('form', { name: RESULTS_SCREEN.sendDispute }));
    await user.type(form.getByRole('textbox', { name: RESULTS_SCREEN.scoreHome(HOME.name) }), '1');
    await user.type(form.getByRole('textbox', { name: RESULTS_SCREEN.scoreAway(AWAY.name) }), '1');
    await user.click(form.getByRole('button', { name: RESULTS_SCREEN.sendDispute }));
    expect(await form.findByText(RESULTS_MSG.commentRequired)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(form.getByRole('textbox', { name: RESULTS_SCREEN.disputeComment }), 'Fue empate');
    await user.click(form.getByRole('button', { name: RESULTS_SCREEN.sendDispute }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: RESULTS_SCREEN.sendDispute }));

    expect(await form.findByText(RESULTS_MSG.scoreInvalid)).toHaveAttribute('role', 'alert');
    expect(posted(sent, '/api/games/9/report/dispute')).toEqual([
      expect.objectContaining({ body: { score_home: 1, score_away: 1, statistics: [], comment: 'Fue empate' } }),
    ]);
  });
});

describe('Cargar estadísticas (/partidos/:id, staff)', () => {
  const ADMIN = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin' as const, team: null };
  const saved = (sent: SentRequest[]) => posted(sent, '/api/match-statistics');
  const stats = () => screen.findByRole('form', { name: COMPETITION_SCREEN.guardarEstadisticas });

  it("does not save two yellow cards too many (the league's statistics schema), and says so under that number", async () => {
    matchHandlers('to_play');
    server.use(http.get('/api/games/9/suspendidos', () => answer({ data: [] })));
    const { user, sent } = renderRoute('/partidos/9', { user: ADMIN });
    const form = within(await stats());
    await user.click(form.getByRole('checkbox', { name: COMPETITION_SCREEN.jugo('Lionel Prueba') }));
    const yellow = form.getByRole('spinbutton', { name: COMPETITION_SCREEN.de(COMPETITION_SCREEN.amarillas, 'Lionel Prueba') });
    fireEvent.change(yellow, { target: { value: '4' } });
    await user.click(form.getByRole('button', { name: COMPETITION_SCREEN.guardarEstadisticas }));

    expect(await form.findByText(COMPETITION_MSG.statisticRange('Amarillas', 0, 2))).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toEqual([]);
  });

  it("sends the players who played and shows the server's field error under that number", async () => {
    matchHandlers('to_play');
    server.use(
      http.get('/api/games/9/suspendidos', () => answer({ data: [] })),
      http.post('/api/match-statistics', () =>
        answer({ message: MSG.validationFailed, errors: { 'statistics.0.goals': [COMPETITION_MSG.statisticRange('Goles', 0, 20)] } }, 422),
      ),
    );
    const { user, sent } = renderRoute('/partidos/9', { user: ADMIN });
    const form = within(await stats());
    await user.click(form.getByRole('checkbox', { name: COMPETITION_SCREEN.jugo('Lionel Prueba') }));
    await user.click(form.getByRole('button', { name: COMPETITION_SCREEN.sumarA(COMPETITION_SCREEN.goles.toLowerCase(), 'Lionel Prueba') }));
    await user.click(form.getByRole('button', { name: COMPETITION_SCREEN.guardarEstadisticas }));

    expect(await form.findByText(COMPETITION_MSG.statisticRange('Goles', 0, 20))).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toEqual([expect.objectContaining({ body: { statistics: [expect.objectContaining({ player_id: 42, match_id: 9, goals: '1' })] } })]);
  });
});

describe('Un partido ajeno (/partidos/:id, a manager of neither team)', () => {
  const OTHER = {
    ...MANAGER,
    id: 15,
    name: 'Manager Quince',
    rol: 'Manager Segunda' as const,
    team: { id: 20, name: 'Club Veinte', division: 'Segunda' as const },
  };

  it('shows the saved statistics, not the entry form, and does not ask for the report the server keeps for the parties', async () => {
    matchHandlers('to_play');
    let reportAsked = 0;
    server.use(
      http.get('/api/games/9/suspendidos', () => answer({ data: [] })),
      // As the server answers anyone but the two managers and staff.
      http.get('/api/games/9/report', () => (reportAsked++, answer({ code: 'result.report_private', message: RESULTS_MSG.reportPrivate }, 403))),
    );
    renderRoute('/partidos/9', { user: OTHER });
    expect(await screen.findByText(COMPETITION_SCREEN.sinEstadisticasCargadas)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: COMPETITION_SCREEN.guardarEstadisticas })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(reportAsked).toBe(0);
  });

  it('says the match is to be played, or reported, with no 0 - 0 it never had', async () => {
    for (const state of ['to_play', 'reported'] as const) {
      matchHandlers(state);
      server.use(http.get('/api/games/9/suspendidos', () => answer({ data: [] })));
      const view = renderRoute('/partidos/9', { user: OTHER });
      expect(await screen.findByText(`${HOME.name} vs ${AWAY.name}`)).toBeInTheDocument();
      expect(screen.getByText(MATCH_STATE_LABELS[state])).toBeInTheDocument();
      expect(screen.queryByText(/0 - 0/)).toBeNull();
      view.unmount();
    }
    // A party reads the state once, on the results panel's badge.
    matchHandlers('reported');
    renderRoute('/partidos/9', { user: MANAGER });
    expect(await screen.findByText(`${HOME.name} vs ${AWAY.name}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(MATCH_STATE_LABELS.reported)).toHaveLength(1));
  });
});

describe('Decidir una disputa (/partidos/:id, staff)', () => {
  const ADMIN = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin' as const, team: null };
  const ruled = (sent: SentRequest[]) => posted(sent, '/api/games/9/report/rule');

  it("does not rule without a version (the league's ruling schema), then shows the server's field error under the comment", async () => {
    matchHandlers('disputed');
    server.use(
      http.get('/api/games/9/suspendidos', () => answer({ data: [] })),
      http.post('/api/games/9/report/rule', () => answer({ message: MSG.validationFailed, errors: { comment: [RESULTS_MSG.commentRequired] } }, 422)),
    );
    const { user, sent } = renderRoute('/partidos/9', { user: ADMIN });
    const section = within(await screen.findByRole('region', { name: RESULTS_SCREEN.ruleTitle }));
    expect(section.getByRole('button', { name: RESULTS_SCREEN.ruleButton })).toBeDisabled();

    await user.click(section.getByRole('radio', { name: RESULTS_SCREEN.ruleDispute }));
    await user.type(section.getByRole('textbox', { name: RESULTS_SCREEN.ruleComment }), 'Las capturas muestran 1-0');
    await user.click(section.getByRole('button', { name: RESULTS_SCREEN.ruleButton }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: RESULTS_SCREEN.ruleButton }));

    expect(await section.findByText(RESULTS_MSG.commentRequired)).toHaveAttribute('role', 'alert');
    expect(ruled(sent)).toEqual([expect.objectContaining({ body: { version: 'dispute', comment: 'Las capturas muestran 1-0' } })]);
  });
});
