import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The integration files that time their stack (docs/decisions.md, 'Test suite: workers and order'). */
export const TIMED_INTEGRATION_FILES = [
  'tests/integration/auth-limits.test.ts',
  'tests/integration/network-kill.test.ts',
  'tests/integration/overload.test.ts',
  'tests/integration/payments-auto.test.ts',
  'tests/integration/persisted-pglite.test.ts',
  'tests/integration/liability-limits.test.ts',
  'tests/integration/realtime-bounds.test.ts',
  'tests/integration/tickets-db.test.ts',
];

/**
 * Which project runs a test file, by its suffix and folder (tests/setup/test-projects.test.ts fails for a
 * file no project or two projects take): `.test.tsx` renders in a DOM; `.test.ts` runs in Node, against a
 * stack when it lives in tests/integration or supabase/.
 */
export const UNIT_FILES = ['{src,machines,scripts}/**/*.test.ts', 'tests/{replays,lint,functions,setup}/**/*.test.ts'];
export const DOM_FILES = ['{src,stories,tests}/**/*.test.tsx'];
export const INTEGRATION_FILES = ['tests/integration/**/*.test.ts', 'supabase/**/*.test.ts'];

/** What both integration projects share: the stack in this process, on the loopback only; modules shared between files. */
const INTEGRATION = {
  environment: 'node',
  isolate: false,
  setupFiles: ['tests/setup/loopback-only.ts'],
  // a bound for a test that would hang, not a speed check: starting a stack takes long on a loaded machine (issue 39)
  testTimeout: 90_000,
  hookTimeout: 60_000,
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default leaves a core to its main thread (one worker on a 2-core machine), which sits idle
      // while workers run: one worker per core.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: UNIT_FILES,
            setupFiles: ['tests/setup/no-network.ts'],
            // property tests and the lint walk take seconds when both cores are busy
            testTimeout: 20_000,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: DOM_FILES,
            // each file in its own VM context, in worker processes that outlive it: a file's DOM and modules
            // are its own without a new process per file (docs/decisions.md, 'Test suite: workers and order')
            pool: 'vmForks',
            setupFiles: ['tests/setup/broadcast-channel.ts', 'tests/setup/no-network.ts', 'tests/setup/dom.ts'],
            // linked by Node's VM modules one icon at a time, two pages loading icons at once could each get one
            // of the other's half linked ('request for react is not in cache'): loaded as the app's own modules
            // (and recharts, issue 41: its CommonJS build requires Redux Toolkit's ESM build, which vmForks cannot link)
            server: { deps: { inline: [/@tabler[\\/]icons-react/, /@mantine[\\/]charts/, /[\\/]recharts[\\/]/] } },
            alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
            // a page test types dozens of characters through user-event: tens of seconds on a busy core
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            ...INTEGRATION,
            include: INTEGRATION_FILES,
            exclude: TIMED_INTEGRATION_FILES,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration-timed',
            ...INTEGRATION,
            include: TIMED_INTEGRATION_FILES,
            // after everything else: these stacks' timing (rate limits, the overload queue, 1 000 requests at
            // once, kill -9, the sandbox's delays) is shared only with another of these files
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
