import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/game/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts', 'src/qa/**/*.test.ts', 'tests/replays/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/functions/**/*.test.ts'],
            setupFiles: ['tests/setup/no-network.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx', 'stories/**/*.test.tsx', 'tests/components/**/*.test.tsx'],
            setupFiles: ['tests/setup/no-network.ts', 'tests/setup/dom.ts'],
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.ts', 'supabase/**/*.test.ts'],
            setupFiles: ['tests/setup/loopback-only.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
