import { ASSISTANT_MSG, MSG } from '@superliga/league';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const asked = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/chatbot');

beforeEach(() => {
  server.use(http.get('/api/chatbot', () => answer({ data: [] })));
});

describe('Asistente (/chatbot)', () => {
  it("does not send a blank message (the league's chatbot schema), and says so under the box", async () => {
    const { user, sent } = renderRoute('/chatbot');
    const box = await screen.findByRole('textbox', { name: 'Tu mensaje' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: ASSISTANT_MSG.send }));

    expect(await screen.findByText(ASSISTANT_MSG.contentRequired)).toHaveAttribute('role', 'alert');
    expect(asked(sent)).toEqual([]);
  });

  it("shows the server's field error under the box", async () => {
    server.use(http.post('/api/chatbot', () => answer({ message: MSG.validationFailed, errors: { content: [ASSISTANT_MSG.contentTooLong] } }, 422)));
    const { user, sent } = renderRoute('/chatbot');
    await user.type(await screen.findByRole('textbox', { name: 'Tu mensaje' }), '¿Cuándo abre el mercado?');
    await user.click(screen.getByRole('button', { name: ASSISTANT_MSG.send }));

    expect(await screen.findByText(ASSISTANT_MSG.contentTooLong)).toHaveAttribute('role', 'alert');
    expect(asked(sent)).toHaveLength(1);
    expect(asked(sent)[0]).toMatchObject({ body: { content: '¿Cuándo abre el mercado?' } });
  });
});
