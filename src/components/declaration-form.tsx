import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { declarationMachine } from '../../machines/declaration/declaration.machine';
import { selectBusy, selectError, selectFields } from '../../machines/declaration/declaration.selectors';
import type { CountryCode } from '../game/countries';
import { DECLARATION_REQUIRED, type PlayerDeclaration } from '../game/responsible-gaming';
import { useEffects } from './effects';
import { useClock } from './clock';
import { BirthDateField, CountryField } from './declaration-fields';

export interface DeclarationFormProps {
  /** the country the profile already has, if any */
  country: CountryCode | null;
  /** the database kept them: re-read what depends on them */
  onDeclared: () => void;
}

/** Asks an older account, once, for the date of birth (and country) every player now gives at sign-up (issue 17). */
export function DeclarationForm({ country, onDeclared }: DeclarationFormProps) {
  const effects = useEffects().account;
  const clock = useClock();
  const [logic] = useState(() =>
    declarationMachine.provide({
      actors: { declare: fromPromise<void, PlayerDeclaration>(({ input }) => effects.completePlayerProfile(input)) },
      actions: { declared: () => onDeclared() },
    }),
  );
  const [state, send] = useMachine(logic, { input: { country } });
  const fields = selectFields(state);
  const error = selectError(state);
  return (
    <form
      aria-label="Date de naissance et pays"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit', now: clock().toISOString() });
      }}
    >
      <Stack gap="sm">
        <Text>{DECLARATION_REQUIRED} Nous ne vous la demanderons qu&apos;une fois ; le jeu est réservé aux personnes de 18 ans ou plus.</Text>
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <BirthDateField value={fields.birthDate} onChange={(value) => send({ type: 'field.change', field: 'birthDate', value })} calendarStart={`${clock().getUTCFullYear() - 20}-01-01`} />
        <CountryField value={fields.country} onChange={(value) => send({ type: 'field.change', field: 'country', value })} />
        <Button type="submit" loading={selectBusy(state)}>
          Enregistrer
        </Button>
      </Stack>
    </form>
  );
}
