import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { server } from '../msw/server';

/** Requests no handler answered: MSW answers them 500, and the test fails. */
const unmocked: string[] = [];
let previousTest = '';

function failOnUnmocked() {
  const requests = unmocked.splice(0);
  if (requests.length === 0) return;
  const source = previousTest ? ` (par ce test, ou par « ${previousTest} » une fois fini)` : '';
  throw new Error(`Requêtes réseau non simulées${source} : ${requests.join(', ')}`);
}

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request) {
      unmocked.push(`${request.method} ${request.url}`);
      throw new Error(`Requête réseau non simulée : ${request.method} ${request.url}`);
    },
  }),
);
// A test's handlers stay until the next one starts: what its page still asks once the test has ended (its
// app finishing a read after the page unmounted) is answered as during the test.
beforeEach(() => server.resetHandlers());
afterEach(() => {
  failOnUnmocked();
  previousTest = expect.getState().currentTestName ?? '';
});
afterAll(() => {
  server.close();
  failOnUnmocked();
});
