import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';

export interface LoginViewProps {
  email: string;
  password: string;
  remember: boolean;
  busy: boolean;
  error: string | null;
  onChange: (field: 'email' | 'password', value: string) => void;
  onRememberToggle: () => void;
  onSubmit: () => void;
}

/** /login (SPEC §2): e-mail, password, remember-me, and the links to the other account pages. */
export function LoginView({ email, password, remember, busy, error, onChange, onRememberToggle, onSubmit }: LoginViewProps) {
  return (
    <AuthLayout title="Connexion">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
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
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => onChange('password', event.currentTarget.value)}
          />
          <Group justify="space-between">
            <Checkbox label="Se souvenir de moi" checked={remember} onChange={onRememberToggle} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Mot de passe oublié ?
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            Se connecter
          </Button>
          <Text size="sm" ta="center">
            Pas encore de compte ?{' '}
            <Anchor component={Link} to="/register">
              S&apos;inscrire
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
