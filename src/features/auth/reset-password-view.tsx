import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ResetPasswordField } from '../../../machines/reset-password/reset-password.machine';
import type { ResetPasswordStep } from '../../../machines/reset-password/reset-password.selectors';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';

export interface ResetPasswordViewProps extends Record<ResetPasswordField, string> {
  step: ResetPasswordStep;
  /** the account's address (shown above the form; prefilled in a new request when the link is invalid) */
  email: string | null;
  busy: boolean;
  error: string | null;
  success: string | null;
  onChange: (field: ResetPasswordField, value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** What /forgot-password is given to prefill its field (router state: the address stays out of the URL). */
export interface ForgotPasswordPrefill {
  email: string;
}

function NewLinkActions({ email }: { email: string | null }) {
  const prefill: ForgotPasswordPrefill | undefined = email ? { email } : undefined;
  return (
    <Stack gap="sm">
      <Button component={Link} to="/forgot-password" state={prefill} fullWidth>
        Recevoir un nouveau lien
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Retour à la connexion
      </Anchor>
    </Stack>
  );
}

/**
 * /reset-password, opened by the recovery link: the link is checked, then the new password and its
 * confirmation; an invalid link offers a new one.
 */
export function ResetPasswordView(props: ResetPasswordViewProps) {
  const { step, email, password, confirm, busy, error, success, onChange, onSubmit, onRetry } = props;
  return (
    <AuthLayout title="Nouveau mot de passe">
      {step === 'checking' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Vérification du lien…</Text>
        </Group>
      )}
      {step === 'unreachable' && (
        <Stack gap="md">
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
          <Button onClick={onRetry} fullWidth>
            Réessayer
          </Button>
        </Stack>
      )}
      {step === 'linkInvalid' && (
        <Stack gap="md">
          <Alert color="orange" role="alert" variant="light">
            {error}
          </Alert>
          <NewLinkActions email={email} />
        </Stack>
      )}
      {step === 'form' && (
        <AuthForm
          onSubmit={onSubmit}
          intro={
            <Text size="sm" c="dimmed">
              {email ? `Choisissez un nouveau mot de passe pour ${email}.` : 'Choisissez un nouveau mot de passe.'}
            </Text>
          }
          error={error}
        >
          {/* the account's name for password managers, which save the new password under it */}
          {email && <input type="email" name="email" aria-label="Email" autoComplete="username" value={email} readOnly hidden />}
          <PasswordInput
            label="Nouveau mot de passe"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => onChange('password', event.currentTarget.value)}
          />
          <PasswordInput
            label="Confirmer le nouveau mot de passe"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => onChange('confirm', event.currentTarget.value)}
          />
          <Button type="submit" loading={busy} fullWidth>
            Enregistrer le mot de passe
          </Button>
        </AuthForm>
      )}
      {step === 'done' && (
        <Stack gap="md">
          <Alert color="green" role="status" variant="light">
            {success}
          </Alert>
          <Text size="sm">Vous êtes connecté.</Text>
          <Button component={Link} to="/player" replace fullWidth>
            Continuer
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
