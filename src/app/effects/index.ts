import type { Effects, SandboxPhoneEffects } from '../../components/effects';
import { accountEffects } from './account';
import { favouritesEffects } from './favourites';
import { liabilityEffects } from './liability';
import { operatorEffects } from './operator';
import { resultsEffects } from './results';
import { sandboxPhoneEffects } from './sandbox-phone';
import { statisticsEffects } from './statistics';
import { ticketEffects } from './tickets';
import { walletEffects } from './wallet';

const noSandbox = async (): Promise<never> => {
  throw new Error('Le téléphone du bac à sable n’existe pas dans cette version.');
};
/** A production build has no sandbox phone (DESIGN §8): the same condition as its route drops its code. */
const sandboxPhone: SandboxPhoneEffects =
  import.meta.env?.DEV || import.meta.env?.VITE_PAYMENTS_SANDBOX === '1'
    ? sandboxPhoneEffects
    : { knownPhones: noSandbox, phonePushes: noSandbox, answerPush: noSandbox, refreshMs: 0 };

/**
 * The app's effects, on Supabase through src/api. Each concern loads its src/api module (and supabase-js
 * with it) on first use, so the public pages stay light and the operators' module stays in the console's chunk.
 */
export const appEffects: Effects = {
  account: accountEffects,
  wallet: walletEffects,
  results: resultsEffects,
  tickets: ticketEffects,
  operator: operatorEffects,
  liability: liabilityEffects,
  favourites: favouritesEffects,
  statistics: statisticsEffects,
  sandboxPhone,
};
