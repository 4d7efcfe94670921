import { assign, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import { type PlayerDeclaration, checkDeclaration } from '../../src/game/responsible-gaming';

export const DECLARATION_SAVE_ERROR = "Votre date de naissance n'a pas pu être enregistrée. Veuillez réessayer.";

export type DeclarationField = 'birthDate' | 'country';

/** `form.submit` carries the instant of the click: the age is checked on that day. */
export type DeclarationEvent = { type: 'field.change'; field: DeclarationField; value: string } | { type: 'form.submit'; now: string };

export interface DeclarationContext {
  birthDate: string;
  country: string;
  error: string | null;
}

/**
 * The date of birth and country an account created before issue 17 gives once, before its next ticket
 * or recharge: the same checks as the register form, then the call. Effect, provided by the screen:
 * `declare` (the database keeps them, or refuses a minor); action `declared` once it has.
 */
export const declarationMachine = setup({
  types: {
    context: {} as DeclarationContext,
    events: {} as DeclarationEvent,
    input: {} as { country?: CountryCode | null },
  },
  actors: {
    declare: fromPromise<void, PlayerDeclaration>(async () => {
      throw new Error('declare must be provided');
    }),
  },
  actions: {
    declared: () => {},
  },
  guards: {
    isValid: ({ context, event }) => event.type === 'form.submit' && checkDeclaration(context.birthDate, context.country, event.now) === null,
  },
}).createMachine({
  id: 'declaration',
  context: ({ input }) => ({ birthDate: '', country: input.country ?? '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign(({ event }) => ({ [event.field]: event.value, error: null })) },
        'form.submit': [
          { guard: 'isValid', target: 'saving' },
          { actions: assign({ error: ({ context, event }) => checkDeclaration(context.birthDate, context.country, event.now) }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'declare',
        src: 'declare',
        input: ({ context }) => ({ birthDate: context.birthDate, country: context.country as CountryCode }),
        onDone: 'declared',
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => (event.error as Error | undefined)?.message || DECLARATION_SAVE_ERROR }),
        },
      },
    },
    declared: {
      description: 'Kept by the database: the session re-reads the profile, and nothing asks again.',
      type: 'final',
      entry: 'declared',
    },
  },
});
