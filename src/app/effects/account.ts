import type { AccountEffects } from '../../components/effects';
import { browserWelcomesDownloads } from '../service-worker';

// src/api (and supabase-js with it) loads on first use, so the public pages stay light.
const auth = () => import('../../api/auth');
const profile = () => import('../../api/profile');
const responsibleGaming = () => import('../../api/responsible-gaming');

/** The account screens' effects, on Supabase through src/api. */
export const accountEffects: AccountEffects = {
  prepareLogin: () => {
    // a chunk that fails to load here is asked again by login(); with data saver on, nothing ahead of the player
    if (browserWelcomesDownloads()) void auth().catch(() => {});
  },
  login: async (email, password) => (await auth()).login(email, password),
  register: async (email, password, username, declaration) => {
    await (await auth()).register(email, password, username, declaration);
    return { signedIn: (await (await import('../../api/session')).sessionUser()) !== null };
  },
  resetPassword: async (email) => (await auth()).resetPassword(email),
  openRecoveryLink: async (link) => (await auth()).openRecoveryLink(link),
  setRecoveredPassword: async (password) => (await auth()).setRecoveredPassword(password),
  updateEmail: async (currentPassword, newEmail) => (await profile()).updateEmail(currentPassword, newEmail),
  updatePassword: async (currentPassword, newPassword) => (await profile()).updatePassword(currentPassword, newPassword),
  responsibleGaming: async () => (await responsibleGaming()).responsibleGamingStatus(),
  setPlayLimit: async (kind, period, amount) => (await responsibleGaming()).setPlayLimit(kind, period, amount),
  startSelfExclusion: async (duration) => (await responsibleGaming()).startSelfExclusion(duration),
  completePlayerProfile: async (declaration) => (await responsibleGaming()).completePlayerProfile(declaration),
  netSpendSince: async (since) => (await responsibleGaming()).netSpendSince(new Date(since)),
};
