import type { SandboxPhoneEffects } from '../components/sandbox-phone-effects';
import { REFRESH_MS } from '../../machines/sandbox-phone/sandbox-phone.machine';
import { answerPush, knownPhones, phonePushes } from '../api/sandbox-phone';

/** The sandbox phone's effects, on the sandbox aggregator beside the local stack (src/api/sandbox-phone). */
export const sandboxPhoneEffects: SandboxPhoneEffects = { knownPhones, phonePushes, answerPush, refreshMs: REFRESH_MS };
