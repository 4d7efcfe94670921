import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler, WebSocketHandler } from 'msw';
import { PlayStatusProvider } from '../../src/app/play-status-provider';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import type { PlayerFixture } from '../../tests/msw/fixtures';
import { responsibleGamingHandlers } from '../../tests/msw/responsible-gaming-handlers';
import { signedInAs } from './signed-in';

/** The app's play status (src/app/play-status-provider.tsx) around a page that tells it (issue 38). */
export const withPlayStatus: Decorator = (Story) => (
  <PlayStatusProvider>
    <Story />
  </PlayStatusProvider>
);

/** Story parameters: `player` signed in, whose responsible_gaming_status() answers `status` (tests/fixtures). */
export function signedInWithStatus(player: PlayerFixture, status: Parameters<typeof rgStatus>[0], ...handlers: (RequestHandler | WebSocketHandler)[]) {
  return signedInAs(player, ...handlers, ...responsibleGamingHandlers(rgStatus(status)));
}
