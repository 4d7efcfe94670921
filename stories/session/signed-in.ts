import type { RequestHandler, WebSocketHandler } from 'msw';
import { type PlayerFixture } from '../../tests/msw/fixtures';
import { signedInHandlers } from '../../tests/msw/supabase-handlers';

/** Story parameters for a player signed in through the real SessionProvider; `handlers` win over the defaults. */
export function signedInAs(player: PlayerFixture, ...handlers: (RequestHandler | WebSocketHandler)[]) {
  return { session: { player }, msw: [...handlers, ...signedInHandlers(player)] };
}
