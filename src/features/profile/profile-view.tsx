import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EmailField, PasswordField, ProfileMessage } from '../../../machines/profile/profile.machine';

export interface ProfileViewProps {
  username: string;
  email: string;
  emailForm: { open: boolean; saving: boolean; newEmail: string; currentPassword: string; message: ProfileMessage | null };
  passwordForm: { open: boolean; saving: boolean; fields: Record<PasswordField, string>; message: ProfileMessage | null };
  onEmailToggle: () => void;
  onEmailChange: (field: EmailField, value: string) => void;
  onEmailSubmit: () => void;
  onPasswordToggle: () => void;
  onPasswordChange: (field: PasswordField, value: string) => void;
  onPasswordSubmit: () => void;
}

function Message({ message }: { message: ProfileMessage | null }) {
  if (!message) return null;
  return (
    <Alert color={message.tone === 'success' ? 'green' : 'red'} role={message.tone === 'success' ? 'status' : 'alert'} variant="light">
      {message.text}
    </Alert>
  );
}

function Section(props: { title: string; open: boolean; onToggle: () => void; message: ProfileMessage | null; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={props.title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {props.title}
          </Title>
          <Button variant={props.open ? 'default' : 'light'} onClick={props.onToggle} aria-expanded={props.open}>
            {props.open ? 'Annuler' : 'Modifier'}
          </Button>
        </Group>
        <Message message={props.message} />
        {props.open && props.children}
      </Stack>
    </Card>
  );
}

function submitting(handler: () => void) {
  return (event: React.FormEvent) => {
    event.preventDefault();
    handler();
  };
}

/** /profile (SPEC §2): username and e-mail, and the two forms behind 'Modifier' / 'Annuler'. */
export function ProfileView(props: ProfileViewProps) {
  const { emailForm, passwordForm } = props;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Mon profil</Title>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Nom d&apos;utilisateur
          </Text>
          <Text fw={700}>{props.username}</Text>
          <Text size="sm" c="dimmed" mt="sm">
            Email
          </Text>
          <Text fw={700}>{props.email}</Text>
        </Stack>
      </Card>
      <Section title="Changer d'email" open={emailForm.open} onToggle={props.onEmailToggle} message={emailForm.message}>
        <form onSubmit={submitting(props.onEmailSubmit)}>
          <Stack gap="md">
            <TextInput
              label="Nouvel email"
              type="email"
              autoComplete="email"
              required
              value={emailForm.newEmail}
              onChange={(event) => props.onEmailChange('newEmail', event.currentTarget.value)}
            />
            <PasswordInput
              label="Mot de passe actuel"
              autoComplete="current-password"
              required
              value={emailForm.currentPassword}
              onChange={(event) => props.onEmailChange('currentPassword', event.currentTarget.value)}
            />
            <Button type="submit" loading={emailForm.saving}>
              Mettre à jour l&apos;email
            </Button>
          </Stack>
        </form>
      </Section>
      <Section title="Changer de mot de passe" open={passwordForm.open} onToggle={props.onPasswordToggle} message={passwordForm.message}>
        <form onSubmit={submitting(props.onPasswordSubmit)}>
          <Stack gap="md">
            <PasswordInput
              label="Mot de passe actuel"
              autoComplete="current-password"
              required
              value={passwordForm.fields.currentPassword}
              onChange={(event) => props.onPasswordChange('currentPassword', event.currentTarget.value)}
            />
            <PasswordInput
              label="Nouveau mot de passe"
              autoComplete="new-password"
              required
              value={passwordForm.fields.newPassword}
              onChange={(event) => props.onPasswordChange('newPassword', event.currentTarget.value)}
            />
            <PasswordInput
              label="Confirmer le nouveau mot de passe"
              autoComplete="new-password"
              required
              value={passwordForm.fields.confirmPassword}
              onChange={(event) => props.onPasswordChange('confirmPassword', event.currentTarget.value)}
            />
            <Button type="submit" loading={passwordForm.saving}>
              Mettre à jour le mot de passe
            </Button>
          </Stack>
        </form>
      </Section>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="profile-responsible-gaming">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="profile-responsible-gaming">
              Jeu responsable
            </Title>
            <Text size="sm">Limites de mise et de dépôt, pause et auto-exclusion.</Text>
          </Stack>
          <Button component={Link} to="/responsible-gaming" variant="light">
            Gérer mes limites
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
