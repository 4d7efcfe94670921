import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { startVitest } from 'vitest/node';

const ROOT = resolve(import.meta.dirname, '../..');

it('a request no handler answers fails the test that sent it, or the next one when sent once its test had ended, or the file after its last test; one sent as its test ends meets that test\'s handlers', async () => {
  const vitest = await startVitest('test', [], {
    root: ROOT,
    config: false,
    include: ['tests/setup/fixtures/unmocked-requests.fixture.ts'],
    setupFiles: ['tests/setup/no-network.ts'],
    environment: 'node',
    watch: false,
    // a reporter that prints nothing: the fixture's two failures are expected, not this run's
    reporters: [{}],
  });
  try {
    const [file] = vitest.state.getFiles();
    expect(file?.result?.errors?.map((error) => error.message)).toEqual([
      'Requêtes réseau non simulées (après le dernier test, par « follows a test whose page asked an unmocked address once it had ended » une fois fini) : GET http://127.0.0.1:9/fin',
    ]);
    const tests = file!.tasks;
    const outcome = tests.map((test) => [test.name, test.result?.state, test.result?.errors?.map((error) => error.message) ?? []]);
    expect(outcome).toEqual([
      ['asks an unmocked address', 'fail', ['Requêtes réseau non simulées : GET http://127.0.0.1:9/pendant']],
      ['asks a mocked address, and again as it ends', 'pass', []],
      ['follows a test whose page asked a mocked address as it ended', 'pass', []],
      ['asks an unmocked address once it has ended', 'pass', []],
      [
        'follows a test whose page asked an unmocked address once it had ended',
        'fail',
        ['Requêtes réseau non simulées (par ce test, ou par « asks an unmocked address once it has ended » une fois fini) : GET http://127.0.0.1:9/apres'],
      ],
    ]);
  } finally {
    await vitest.close();
  }
}, 60_000);
