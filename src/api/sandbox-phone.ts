import { type KnownPhone, LOCAL_SANDBOX_PHONE_KEY, type PushAnswer, type SandboxPush } from '../game/sandbox-phone';
import { config } from '../config';
import { NETWORK_ERROR } from './errors';

/**
 * The sandbox aggregator's phone API (`/sandbox/v1` beside the local stack's Supabase API; see
 * supabase/local/functions/sandbox-provider.ts): for the sandbox phone page only, never in a production build.
 */
const SANDBOX_URL = `${config.supabaseUrl}/sandbox/v1`;
const PHONE_KEY: string = import.meta.env?.VITE_SANDBOX_PHONE_KEY ?? LOCAL_SANDBOX_PHONE_KEY;

export const PUSH_ALREADY_ANSWERED = 'Cette demande a déjà reçu une réponse.';

interface WirePush {
  id: string;
  kind: SandboxPush['kind'];
  provider: string;
  phone: string;
  amount: number;
  status: SandboxPush['status'];
  reason: string | null;
  held: boolean;
  auto_approve_at: string | null;
  delivery: SandboxPush['delivery'];
  created_at: string;
}

function toPush(wire: WirePush): SandboxPush {
  return {
    id: wire.id,
    kind: wire.kind,
    provider: wire.provider,
    phone: wire.phone,
    amount: wire.amount,
    status: wire.status,
    reason: wire.reason,
    held: wire.held,
    autoApproveAt: wire.auto_approve_at,
    delivery: wire.delivery,
    createdAt: wire.created_at,
  };
}

/** The JSON answer, or an Error with a French message (NETWORK_ERROR, PUSH_ALREADY_ANSWERED) or '' for the screen's fallback. */
async function sandbox<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${SANDBOX_URL}${path}`, { ...init, headers: { authorization: `Bearer ${PHONE_KEY}` } });
  } catch (error) {
    throw new Error(NETWORK_ERROR, { cause: error });
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  throw new Error(body.code === 'not_pending' ? PUSH_ALREADY_ANSWERED : '', { cause: body });
}

/** Phones with pushes waiting for an answer, the most recent first. */
export async function knownPhones(): Promise<KnownPhone[]> {
  return (await sandbox<{ phones: KnownPhone[] }>('/phones')).phones;
}

/** A phone's latest pushes, newest first. */
export async function phonePushes(phone: string): Promise<SandboxPush[]> {
  return (await sandbox<{ pushes: WirePush[] }>(`/pushes?phone=${encodeURIComponent(phone)}`)).pushes.map(toPush);
}

/** The phone's answer to a push: approve, decline, or hold (no auto-approval). */
export async function answerPush(id: string, answer: PushAnswer): Promise<SandboxPush> {
  return toPush(await sandbox<WirePush>(`/pushes/${encodeURIComponent(id)}/${answer}`, { method: 'POST' }));
}
