import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { RegisterField } from '../../../machines/register/register.machine';
import { BirthDateField, CountryField } from '../../components/declaration-fields';
import { AuthForm, EmailField } from './auth-form';
import { AuthLayout } from './auth-layout';

export interface RegisterViewProps extends Record<RegisterField, string> {
  busy: boolean;
  error: string | null;
  /** the account waits for its e-mail confirmation */
  confirmation?: string | null;
  /** where the date-of-birth calendar opens ('yyyy-mm-dd') */
  calendarStart?: string;
  onChange: (field: RegisterField, value: string) => void;
  onSubmit: () => void;
}

/**
 * /register (SPEC §2, §5; issue 17): username, e-mail, date of birth, country, password and
 * confirmation, and the link to /login.
 */
export function RegisterView(props: RegisterViewProps) {
  const { username, email, birthDate, country, password, confirm, busy, error, confirmation, calendarStart, onChange, onSubmit } = props;
  return (
    <AuthLayout title="Inscription">
      <AuthForm onSubmit={onSubmit} success={confirmation} error={error}>
        <TextInput
          label="Nom d'utilisateur"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => onChange('username', event.currentTarget.value)}
        />
        <EmailField value={email} onChange={(value) => onChange('email', value)} />
        <BirthDateField value={birthDate} onChange={(value) => onChange('birthDate', value)} calendarStart={calendarStart} />
        <CountryField value={country} onChange={(value) => onChange('country', value)} />
        <PasswordInput
          label="Mot de passe"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => onChange('password', event.currentTarget.value)}
        />
        <PasswordInput
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => onChange('confirm', event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} fullWidth>
          S&apos;inscrire
        </Button>
        <Text size="sm" ta="center">
          Déjà un compte ?{' '}
          <Anchor component={Link} to="/login">
            Se connecter
          </Anchor>
        </Text>
      </AuthForm>
    </AuthLayout>
  );
}
