import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { RegisterField } from '../../../machines/register/register.machine';
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {confirmation && (
            <Alert color="green" role="status" variant="light">
              {confirmation}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <TextInput
            label="Nom d'utilisateur"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => onChange('username', event.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => onChange('email', event.currentTarget.value)}
          />
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
        </Stack>
      </form>
    </AuthLayout>
  );
}
