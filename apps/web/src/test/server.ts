import { setupServer } from 'msw/node';

/** The mocked API of the screen tests; each test adds the answers its screen needs (server.use). */
export const server = setupServer();
