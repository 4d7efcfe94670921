import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { server } from '../msw/server';

/** Requests no handler answered: MSW answers them 500, and the test fails. */
const unmocked: string[] = [];
let previousTest = '';

/** `during`: after a test, where that test may have sent them; else after the file's last test. */
function failOnUnmocked(during: 'test' | 'file') {
  const requests = unmocked.splice(0);
  if (requests.length === 0) return;
  const earlier = previousTest ? `par « ${previousTest} » une fois fini` : '';
  const source = during === 'test' ? (earlier ? ` (par ce test, ou ${earlier})` : '') : ` (après le dernier test${earlier ? `, ${earlier}` : ''})`;
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
  try {
    failOnUnmocked('test');
  } finally {
    previousTest = expect.getState().currentTestName ?? '';
  }
});
afterAll(() => {
  server.close();
  failOnUnmocked('file');
});
