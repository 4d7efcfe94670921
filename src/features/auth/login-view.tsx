import { Anchor, Button, Checkbox, Group, PasswordInput, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthForm, EmailField } from './auth-form';
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
      <AuthForm onSubmit={onSubmit} error={error}>
        <EmailField value={email} onChange={(value) => onChange('email', value)} />
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
      </AuthForm>
    </AuthLayout>
  );
}
