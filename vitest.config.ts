import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The integration files that time their stack (docs/decisions.md, 'Test suite: workers and order'). */
const TIMED_INTEGRATION_FILES = [
  'tests/integration/auth-limits.test.ts',
  'tests/integration/network-kill.test.ts',
  'tests/integration/overload.test.ts',
  'tests/integration/payments-auto.test.ts',
  'tests/integration/persisted-pglite.test.ts',
  'tests/integration/realtime-bounds.test.ts',
  'tests/integration/tickets-db.test.ts',
];

/** What the page tests and the stories share: a DOM, and no network but MSW's. */
const DOM = {
  environment: 'happy-dom' as const,
  setupFiles: ['tests/setup/no-network.ts', 'tests/setup/dom.ts'],
  // a page test types dozens of characters through user-event: tens of seconds on a busy core
  testTimeout: 60_000,
};

/**
 * Page and component tests that share a worker's DOM and modules (isolate: false): React, Mantine and
 * happy-dom are imported and set up once, not once per file (docs/decisions.md, 'Test suite: workers and
 * order'). Only files that render without supabase-js and leave no state behind belong here: a new file
 * starts isolated, in 'dom'.
 */
const SHARED_DOM_FILES = [
  'src/app/accounts-a11y.test.tsx',
  'src/features/analytics/analytics-page.test.tsx',
  'src/features/betting/betting-page.test.tsx',
  'src/features/games/catalogue-page.test.tsx',
  'src/features/games/day-picker-page.test.tsx',
  'src/features/games/hour-picker-page.test.tsx',
  'src/features/home/player-home-page.test.tsx',
  'src/features/landing/landing-page.test.tsx',
  'src/features/placeholder/placeholder-page.test.tsx',
  'src/features/qa/qa-panel.test.tsx',
  'src/features/rules/rules-page.test.tsx',
  'src/features/shell/player-shell-page.test.tsx',
  'src/theme/theme.test.tsx',
  'tests/components/bet-type-icons.test.tsx',
];

/** What both integration projects share: the stack in this process, on the loopback only. */
const INTEGRATION = {
  environment: 'node',
  setupFiles: ['tests/setup/loopback-only.ts'],
  testTimeout: 30_000,
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
            include: ['src/game/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts', 'src/qa/**/*.test.ts', 'tests/replays/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/functions/**/*.test.ts'],
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
            ...DOM,
            include: ['src/**/*.test.tsx', 'stories/**/*.test.tsx', 'tests/components/**/*.test.tsx'],
            exclude: SHARED_DOM_FILES,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-shared',
            ...DOM,
            include: SHARED_DOM_FILES,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            ...INTEGRATION,
            include: ['tests/integration/**/*.test.ts', 'supabase/**/*.test.ts'],
            exclude: TIMED_INTEGRATION_FILES,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration-timed',
            ...INTEGRATION,
            include: TIMED_INTEGRATION_FILES,
            fileParallelism: false,
            // after everything else, alone: these stacks' timing (rate limits, the overload queue, 1 000 requests
            // at once, kill -9, the sandbox's delays) is not shared with another file on the other core
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
