import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthForm, EmailField } from './auth-form';
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
      <AuthForm
        onSubmit={onSubmit}
        intro={
          <Text size="sm" c="dimmed">
            Saisissez votre adresse email : nous vous enverrons un lien pour choisir un nouveau mot de passe.
          </Text>
        }
        success={success}
        error={error}
      >
        <EmailField value={email} onChange={onChange} />
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
      </AuthForm>
    </AuthLayout>
  );
}
