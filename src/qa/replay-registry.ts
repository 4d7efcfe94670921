import type { BasketItem } from '../game/basket-item';
import { basketMachine } from '../../machines/basket/basket.machine';
import { betBuilderMachine, type BetDraw } from '../../machines/bet-builder/bet-builder.machine';
import { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine';
import { loginMachine } from '../../machines/login/login.machine';
import { profileMachine } from '../../machines/profile/profile.machine';
import { registerMachine } from '../../machines/register/register.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import type { ReplayRegistry } from './replayer';

interface RecordedBetBuilderInput {
  draw: BetDraw;
  initialBasket: BasketItem[];
}

/**
 * Every machine a trace can name (by machine id), and how to rebuild its input from the recording:
 * the JSON part comes from the trace, the injected functions answer from its environment.
 * Invoked actors are answered by the replayer; the containers' side effects (storage, navigation)
 * are the machines' own no-op stubs.
 */
export const replayRegistry: ReplayRegistry = {
  betBuilder: {
    machine: betBuilderMachine,
    input: (recorded, environment) => ({
      ...(recorded as unknown as RecordedBetBuilderInput),
      clock: environment.fn<Date>('clock'),
      random: environment.fn<number>('random'),
      newId: environment.fn<string>('newId'),
    }),
  },
  basket: {
    machine: basketMachine,
    input: (recorded, environment) => ({
      storedText: (recorded as { storedText: string | null } | null)?.storedText ?? null,
      clock: environment.fn<Date>('clock'),
    }),
  },
  session: { machine: sessionMachine },
  login: { machine: loginMachine },
  register: { machine: registerMachine },
  forgotPassword: { machine: forgotPasswordMachine },
  profile: { machine: profileMachine },
};
