import { formatAmount } from './format';
import { PROVIDER_NAMES, type ProviderId } from './payments';

/**
 * The sandbox provider's 'phone' (DESIGN §8, /sandbox/momo): what it shows of the pushes the sandbox
 * aggregator sends, and how it reads a typed number. Development and test builds only.
 */

export type PushAnswer = 'approve' | 'decline' | 'hold';

/**
 * How often the phone asks the sandbox again (its pushes approve by themselves after 5 s). Here, not in the
 * phone's machine: the app's effects read it, and importing the machine put it before every first paint.
 */
export const REFRESH_MS = 1000;

/**
 * What the local stack's sandbox asks of its phone page (`Authorization: Bearer …` on the phone API):
 * without it a caller gets 401 and learns no number. A build that talks to another sandbox sets
 * VITE_SANDBOX_PHONE_KEY. Only the sandbox page's chunk reads it, which production builds do not carry.
 */
export const LOCAL_SANDBOX_PHONE_KEY = 'local-sandbox-phone-key-not-for-production';

/** A request the sandbox pushed to a phone: collect a recharge from it, or pay a withdrawal to it. */
export interface SandboxPush {
  id: string;
  kind: 'collection' | 'payout';
  provider: string;
  /** E.164 */
  phone: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** why it failed: 'declined_by_payer', 'test_number_declined' */
  reason: string | null;
  /** the phone asked to wait: no auto-approval */
  held: boolean;
  /** ISO instant of the auto-approval, while pending and not held */
  autoApproveAt: string | null;
  /** whether LotoAfrik took the answer: 'waiting', 'delivered', 'refused' (the payer is refunded), 'failed' */
  delivery: 'waiting' | 'delivered' | 'refused' | 'failed';
  createdAt: string;
}

/** A phone with pushes waiting for an answer. */
export interface KnownPhone {
  phone: string;
  pending: number;
}

export const SANDBOX_PHONE_ERROR = 'Saisissez le numéro au format international, par exemple +228 90 11 23 45.';

/**
 * A typed number in E.164 ('+228 90 11 23 45', '00228 90112345', or without its + when a query
 * string turned it into a space), or null. Any length a country may use (8 to 15 digits): the sandbox
 * phone shows whatever the sandbox received.
 */
export function sandboxPhoneNumber(text: string): string | null {
  const compact = text.replace(/[\s.()\u00a0\u202f-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact;
  return /^\d{8,15}$/.test(digits) ? `+${digits}` : null;
}

function providerName(provider: string): string {
  return PROVIDER_NAMES[provider as ProviderId] ?? provider;
}

/** 'LotoAfrik vous demande 5 000 CFA' (a recharge) / 'Vous recevez 5 000 CFA de LotoAfrik' (a withdrawal). */
export function pushTitle(push: SandboxPush): string {
  return push.kind === 'collection' ? `LotoAfrik vous demande ${formatAmount(push.amount)}` : `Vous recevez ${formatAmount(push.amount)} de LotoAfrik`;
}

/** 'T-Money · recharge du compte LotoAfrik' */
export function pushSubtitle(push: SandboxPush): string {
  return `${providerName(push.provider)} · ${push.kind === 'collection' ? 'recharge du compte LotoAfrik' : 'retrait de gains LotoAfrik'}`;
}

/** What became of the push, in French. */
export function pushStatus(push: SandboxPush): string {
  if (push.status === 'pending') return push.held ? 'En attente de votre réponse' : 'Approbation automatique dans quelques secondes';
  if (push.status === 'succeeded') {
    return push.delivery === 'refused' ? 'Approuvé, mais refusé par LotoAfrik (délai dépassé) : montant remboursé' : 'Approuvé';
  }
  return push.reason === 'test_number_declined' ? 'Refusé : numéro de test se terminant par 0000' : 'Refusé par le téléphone';
}
