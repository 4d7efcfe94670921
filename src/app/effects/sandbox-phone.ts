import { REFRESH_MS } from '../../game/sandbox-phone';
import type { SandboxPhoneEffects } from '../../components/effects';

const sandbox = () => import('../../api/sandbox-phone');

/** The sandbox phone's effects, on the sandbox aggregator beside the local stack (src/api/sandbox-phone). */
export const sandboxPhoneEffects: SandboxPhoneEffects = {
  knownPhones: async () => (await sandbox()).knownPhones(),
  phonePushes: async (phone) => (await sandbox()).phonePushes(phone),
  answerPush: async (id, answer) => (await sandbox()).answerPush(id, answer),
  refreshMs: REFRESH_MS,
};
