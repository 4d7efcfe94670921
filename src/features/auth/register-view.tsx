import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { RegisterField } from '../../../machines/register/register.machine';
import { AuthForm, EmailField } from './auth-form';
import { AuthLayout } from './auth-layout';

export interface RegisterViewProps extends Record<RegisterField, string> {
  busy: boolean;
  error: string | null;
  /** the account waits for its e-mail confirmation */
  confirmation?: string | null;
  onChange: (field: RegisterField, value: string) => void;
  onSubmit: () => void;
}

/** /register (SPEC §2, §5): username, e-mail, password and confirmation, and the link to /login. */
export function RegisterView({ username, email, password, confirm, busy, error, confirmation, onChange, onSubmit }: RegisterViewProps) {
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
