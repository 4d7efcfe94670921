import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { defaultHandlers } from '../tests/msw/handlers';
import { seedSession, seedStorage, withAppProviders, withMedia, withRouter } from './story-decorators';

/** Shared by Storybook and the Vitest stories test (which swaps the MSW loader for its node server). */
export const storyAnnotations: Preview = {
  decorators: [withRouter, withMedia, withAppProviders],
  beforeEach: ({ parameters }) => {
    seedStorage(parameters);
    seedSession(parameters);
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
};

const preview: Preview = {
  ...storyAnnotations,
  loaders: [mswLoader()],
  parameters: { ...storyAnnotations.parameters, msw: defaultHandlers },
};

export default preview;
