import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The app's prerendering (scripts/build/prerender) renders the app's pages into the app's index.html: Storybook has neither.
  // Nor is Storybook an installable app: no manifest, no service worker (scripts/build/vite-pwa.ts).
  viteFinal: (config) => ({
    ...config,
    plugins: config.plugins?.flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && /^(lotoafrik:prerender|vite-plugin-pwa)/.test(plugin.name))),
  }),
};

export default config;
