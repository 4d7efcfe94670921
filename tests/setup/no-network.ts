import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../msw/server';

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request) {
      throw new Error(`Requête réseau non simulée : ${request.method} ${request.url}`);
    },
  }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
