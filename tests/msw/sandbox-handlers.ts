import { HttpResponse, delay, http } from 'msw';
import { SUPABASE_URL } from './fixtures';

/**
 * MSW handlers speaking the sandbox aggregator's phone API (`/sandbox/v1`, supabase/local/functions/sandbox-provider.ts),
 * in its snake_case wire shape.
 */
const sandbox = (path: string) => `${SUPABASE_URL}/sandbox/v1${path}`;

export interface WirePush {
  id: string;
  kind: 'collection' | 'payout';
  provider: string;
  phone: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string | null;
  held: boolean;
  auto_approve_at: string | null;
  delivery: 'waiting' | 'delivered' | 'refused' | 'failed';
  created_at: string;
  completed_at: string | null;
}

export const TEST_PHONE = '+22890112345';

/** A push of TEST_PHONE: a 5 000 CFA T-Money recharge, pending, auto-approved in 5 s unless `change` says otherwise. */
export function wirePush(change: Partial<WirePush> = {}): WirePush {
  return {
    id: 'sbx-col-6f1c3f9e-8d7a-4a51-9a39-0d8f2b3c4d5e',
    kind: 'collection',
    provider: 'tmoney',
    phone: TEST_PHONE,
    amount: 5000,
    status: 'pending',
    reason: null,
    held: false,
    auto_approve_at: '2026-11-23T08:00:05.000Z',
    delivery: 'waiting',
    created_at: '2026-11-23T08:00:00.000Z',
    completed_at: null,
    ...change,
  };
}

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};

export const sandboxPhone = {
  phones: (phones: { phone: string; pending: number }[]) => http.get(sandbox('/phones'), () => HttpResponse.json({ phones })),
  pushes: (pushes: WirePush[]) => http.get(sandbox('/pushes'), () => HttpResponse.json({ pushes })),
  pushesPending: () => http.get(sandbox('/pushes'), never),
  /** a phone whose answers are taken: the pushes it lists afterwards show them */
  answering: (pushes: WirePush[]) => {
    const shown = pushes.map((push) => ({ ...push }));
    return [
      http.get(sandbox('/pushes'), () => HttpResponse.json({ pushes: shown })),
      http.post(sandbox('/pushes/:id/:answer'), ({ params }) => {
        const push = shown.find((p) => p.id === params.id);
        if (!push) return HttpResponse.json({ code: 'not_found', message: 'No such transaction' }, { status: 404 });
        if (params.answer === 'hold') Object.assign(push, { held: true, auto_approve_at: null });
        else {
          const approved = params.answer === 'approve';
          Object.assign(push, { status: approved ? 'succeeded' : 'failed', reason: approved ? null : 'declined_by_payer', auto_approve_at: null });
        }
        return HttpResponse.json(push);
      }),
    ];
  },
  answerPending: () => http.post(sandbox('/pushes/:id/:answer'), never),
  /** the push was answered meanwhile (auto-approved a moment before the click) */
  alreadyAnswered: () =>
    http.post(sandbox('/pushes/:id/:answer'), () => HttpResponse.json({ code: 'not_pending', message: 'This push has already been answered' }, { status: 409 })),
  /** the local stack is not running */
  down: () => http.all(sandbox('/*'), () => HttpResponse.error()),
};
