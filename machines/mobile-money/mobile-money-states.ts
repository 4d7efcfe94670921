import {
  type ActionFunction,
  type EventObject,
  type MachineContext,
  type NonReducibleUnknown,
  type ProvidedActor,
  assign,
  fromCallback,
  fromPromise,
} from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { type CheckedForm, type FieldErrors, type MobileMoneyForm, type MobileMoneyFormEvent, changeForm } from './mobile-money-form';
import { type Failure, type MobileMoneyPayment, type MobileMoneyRequest, type MobileMoneyResume, type PaymentStatus, failureOf } from './mobile-money.types';

/*
 * What the recharge and withdrawal machines share, written once: their common context, the effects'
 * placeholders, and the transitions both make (the form edited and submitted, the request sent, the
 * payment watched, 'Réessayer', back to the form). Each machine keeps its own setup(), states and names; the
 * transitions below take their types from the machine they are written in (TypeScript infers them there).
 */

/** The context both wallet machines have. */
export interface MobileMoneyContext {
  defaultCountry: CountryCode;
  form: MobileMoneyForm;
  errors: FieldErrors;
  /** the attempt being made: checked terms and their idempotency key, sent again as they are by 'Réessayer' */
  request: MobileMoneyRequest | null;
  payment: MobileMoneyPayment | null;
  failure: Failure | null;
}

/** Realtime's news of a payment watched (`watchPayment` sends it). */
export type PaymentUpdated = { type: 'payment.updated'; payment: MobileMoneyPayment };

/** An effect the screen provides (`machine.provide`): until it does, invoking it fails with its name. */
export const unprovided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} must be provided`);
  });

/** `watchPayment`, provided by the screen: sends payment.updated on each change of the payment. */
export const unprovidedWatch = fromCallback<EventObject, { paymentId: string }>(() => {
  throw new Error('watchPayment must be provided');
});

/** An assign written here for a machine of either wallet: C its context, X the event of its transition, E its events, A its actors. */
type Assign<C extends MachineContext, X extends EventObject, E extends EventObject, A extends ProvidedActor> = ActionFunction<C, X, E, undefined, A, never, never, never, never>;

/** Fields of the shared context, for any machine's context C (C extends MobileMoneyContext, with those fields as they are). */
const fields = <C extends MobileMoneyContext>(partial: Partial<MobileMoneyContext>) => partial as Partial<C>;

/** A guard: the payment is in one of these statuses. */
export const paymentIs =
  (...statuses: PaymentStatus[]) =>
  ({ context }: { context: MobileMoneyContext }) =>
    context.payment !== null && statuses.includes(context.payment.status);

/** The guards both machines name (the transitions below use them): spread into each setup's guards, with its own `formValid`. */
export const paymentGuards = {
  retryable: ({ context }: { context: MobileMoneyContext }) => context.failure?.retryable === true,
  isThisPayment: ({ context, event }: { context: MobileMoneyContext; event: EventObject }) =>
    event.type === 'payment.updated' && (event as PaymentUpdated).payment.id === context.payment?.id,
  succeeded: paymentIs('succeeded'),
};

/** The `changeForm` action of both machines (each setup assigns it): a field's change, its error going. */
export const changeFormOf = <C extends MobileMoneyContext>({ context, event }: { context: C; event: EventObject }) =>
  fields<C>(changeForm(context.form, context.errors, event as MobileMoneyFormEvent));

/** The form's events, each changing its field (`changeForm`): its error goes, the others stay until the next submit. */
export const formEvents = (types: readonly MobileMoneyFormEvent['type'][]) => Object.fromEntries(types.map((type) => [type, { actions: 'changeForm' }]));

/** The input of the request's invocation: the attempt checked on submit, as it is ('Réessayer' sends it again). */
export const theRequest = ({ context }: { context: MobileMoneyContext }) => context.request!;

/** The input of an invocation about the payment (watching it, reading its status). */
export const thePayment = ({ context }: { context: MobileMoneyContext }) => ({ paymentId: context.payment!.id });

/** Watches the payment: realtime sends payment.updated; a watch that cannot start changes nothing. */
export const watchPayment = { id: 'watchPayment', src: 'watchPayment', input: thePayment, onError: {} } as const;

/**
 * Resumed: a payment still waiting for its provider is followed (`routing`); else the form (`editing`).
 * `show` sets what the machine shows from what it found (the form it starts from, the withdrawal's numbers).
 */
export function resumed<C extends MobileMoneyContext, X extends EventObject & { output: MobileMoneyResume }, E extends EventObject, A extends ProvidedActor>(
  show: (context: C, resume: X['output']) => Partial<C>,
) {
  return [
    {
      guard: ({ event }: { event: X }) => event.output.pending !== null,
      target: 'routing',
      actions: assign<C, X, undefined, E, A>(({ context, event }) => ({ ...show(context, event.output), ...fields<C>({ payment: event.output.pending }) })),
    },
    { target: 'editing', actions: assign<C, X, undefined, E, A>(({ context, event }) => show(context, event.output)) },
  ] as const;
}

/**
 * The form submitted: every field checked at once (`check`, the machine's `formValid` too); a valid form goes to
 * `target` with the attempt (its idempotency key the event's), an invalid one shows each field's error. `also` is set either way.
 */
export function submitForm<
  C extends MobileMoneyContext,
  X extends EventObject & { idempotencyKey: string },
  E extends EventObject,
  A extends ProvidedActor,
  const T extends string,
>(target: T, check: NoInfer<(context: C) => CheckedForm>, also: NoInfer<Partial<C>> = {}) {
  return [
    {
      guard: 'formValid',
      target,
      actions: assign<C, X, undefined, E, A>(({ context, event }) => {
        const checked = check(context);
        if (!checked.ok) return {};
        const { amount, provider, phone } = checked;
        return { ...also, ...fields<C>({ errors: {}, failure: null, request: { amount, provider, phone, idempotencyKey: event.idempotencyKey } }) };
      }),
    },
    {
      actions: assign<C, X, undefined, E, A>(({ context }) => {
        const checked = check(context);
        return { ...also, ...fields<C>({ errors: checked.ok ? {} : checked.errors }) };
      }),
    },
  ] as const;
}

/** The payment (its new status) from payment.updated. */
export const takePayment = <C extends MobileMoneyContext, X extends PaymentUpdated, E extends EventObject, A extends ProvidedActor>(): Assign<C, X, E, A> =>
  assign<C, X, undefined, E, A>(({ event }) => fields<C>({ payment: event.payment }));

/**
 * payment.updated of the payment watched: a pending one is kept and no news (re-entering would watch it
 * again, and again); any other status leads to `routing`. News of another payment is ignored.
 */
export function followPayment<C extends MobileMoneyContext, X extends PaymentUpdated, E extends EventObject, A extends ProvidedActor>() {
  return [
    {
      guard: ({ context, event }: { context: C; event: X }) => event.payment.id === context.payment?.id && event.payment.status === 'pending',
      actions: takePayment<C, X, E, A>(),
    },
    { guard: 'isThisPayment', target: 'routing', actions: takePayment<C, X, E, A>() },
  ] as const;
}

/** A call failed: `failed`, with its French message (else `fallback`) and whether the same request may be sent again. */
export function toFailed<C extends MobileMoneyContext, X extends EventObject & { error: unknown }, E extends EventObject, A extends ProvidedActor>(
  fallback: string,
): { target: 'failed'; actions: Assign<C, X, E, A> } {
  return { target: 'failed', actions: assign<C, X, undefined, E, A>(({ event }) => fields<C>({ failure: failureOf(event.error, fallback) })) };
}

/** 'Réessayer' when the failure allows it: the same attempt (same key) sent again, in `target`. */
export function retryRequest<C extends MobileMoneyContext, X extends EventObject, E extends EventObject, A extends ProvidedActor, const T extends string>(
  target: T,
): { guard: 'retryable'; target: T; actions: Assign<C, X, E, A> } {
  return { guard: 'retryable', target, actions: assign<C, X, undefined, E, A>(fields<C>({ failure: null })) };
}

/** Back to the form as it was, for a new attempt: `fresh` forgets the last one. */
export function editAgain<C extends MobileMoneyContext, X extends EventObject, E extends EventObject, A extends ProvidedActor>(
  fresh: NoInfer<Partial<C>>,
): { target: 'editing'; actions: Assign<C, X, E, A> } {
  return { target: 'editing', actions: assign<C, X, undefined, E, A>(fresh) };
}

/** Back to the form after a payment went through: the same details, the amount to type again. */
export function editAnother<C extends MobileMoneyContext, X extends EventObject, E extends EventObject, A extends ProvidedActor>(
  fresh: NoInfer<Partial<C>>,
): { target: 'editing'; actions: Assign<C, X, E, A> } {
  return { target: 'editing', actions: assign<C, X, undefined, E, A>(({ context }) => ({ ...fresh, ...fields<C>({ form: { ...context.form, amount: '' } }) })) };
}
