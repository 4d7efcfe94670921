import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';

export interface ForgotPasswordViewProps {
  email: string;
  busy: boolean;
  success: string | null;
  error: string | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** /forgot-password (SPEC §2, §4): one e-mail field, a success or error banner, links back. */
export function ForgotPasswordView({ email, busy, success, error, onChange, onSubmit }: ForgotPasswordViewProps) {
  return (
    <AuthLayout title="Mot de passe oublié">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Saisissez votre adresse email : nous vous enverrons un lien pour choisir un nouveau mot de passe.
          </Text>
          {success && (
            <Alert color="green" role="status" variant="light">
              {success}
            </Alert>
          )}
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
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <Button type="submit" loading={busy} fullWidth>
            Envoyer le lien
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              Retour à la connexion
            </Anchor>
            <Anchor component={Link} to="/register" size="sm">
              Créer un compte
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
