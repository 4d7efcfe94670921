import { Alert, Button, Card, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import type { KnownPhone, PushAnswer, SandboxPush } from '../../game/sandbox-phone';
import { pushStatus, pushSubtitle, pushTitle } from '../../game/sandbox-phone';

export interface SandboxPhoneViewProps {
  phoneInput: string;
  inputError: string | null;
  /** the phone shown, or null while the number is being chosen */
  phone: string | null;
  knownPhones: KnownPhone[];
  pushes: SandboxPush[];
  firstRead: boolean;
  answering: { id: string; answer: PushAnswer } | null;
  loadError: string | null;
  answerError: string | null;
  onPhoneChange: (value: string) => void;
  onPhoneSubmit: () => void;
  onPhonePick: (phone: string) => void;
  onPhoneForget: () => void;
  onAnswer: (id: string, answer: PushAnswer) => void;
  onRetry: () => void;
}

/** Dark shades: the status is text on white (WCAG contrast). */
const STATUS_COLOR: Readonly<Record<SandboxPush['status'], string>> = { pending: 'orange.9', succeeded: 'forest.9', failed: 'red.9' };

function PushCard({ push, answering, onAnswer }: { push: SandboxPush; answering: SandboxPhoneViewProps['answering']; onAnswer: SandboxPhoneViewProps['onAnswer'] }) {
  const busy = answering?.id === push.id;
  return (
    <Card withBorder radius="md" component="li" aria-label={pushTitle(push)}>
      <Stack gap="xs">
        <Text fw={700}>{pushTitle(push)}</Text>
        <Text size="sm" c="dimmed">
          {pushSubtitle(push)}
        </Text>
        <Text size="sm" fw={600} c={STATUS_COLOR[push.status]}>
          {pushStatus(push)}
        </Text>
        {push.status === 'pending' && (
          <Group gap="xs">
            <Button color="forest" loading={busy && answering?.answer === 'approve'} disabled={busy} onClick={() => onAnswer(push.id, 'approve')}>
              Approuver
            </Button>
            <Button color="red" variant="outline" loading={busy && answering?.answer === 'decline'} disabled={busy} onClick={() => onAnswer(push.id, 'decline')}>
              Refuser
            </Button>
            <Button variant="default" loading={busy && answering?.answer === 'hold'} disabled={busy || push.held} onClick={() => onAnswer(push.id, 'hold')}>
              Mise en attente
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /sandbox/momo: the sandbox provider's phone (development builds only). A number is chosen, then
 * its pushes are listed with their answers.
 */
export function SandboxPhoneView(props: SandboxPhoneViewProps) {
  const { phone, pushes } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onPhoneSubmit();
  };
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="lg" w="100%" maw={480} component="main">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Téléphone de test
          </Title>
          <Text size="sm">
            Ce téléphone reçoit les demandes du fournisseur de paiement de test (sandbox). Sans réponse, une demande est approuvée au bout de
            5 secondes ; les numéros se terminant par 0000 sont toujours refusés.
          </Text>
          {phone === null ? (
            <>
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <TextInput
                    label="Numéro de téléphone"
                    description="Au format international, comme dans la demande de paiement"
                    placeholder="+228 90 11 23 45"
                    inputMode="tel"
                    autoComplete="tel"
                    value={props.phoneInput}
                    error={props.inputError}
                    onChange={(event) => props.onPhoneChange(event.currentTarget.value)}
                  />
                  <Button type="submit">Afficher les demandes</Button>
                </Stack>
              </form>
              {props.knownPhones.length > 0 && (
                <Stack gap="xs">
                  <Text fw={600}>Numéros avec une demande en attente</Text>
                  <Group gap="xs">
                    {props.knownPhones.map((known) => (
                      <Button key={known.phone} variant="light" onClick={() => props.onPhonePick(known.phone)}>
                        {known.phone} ({known.pending})
                      </Button>
                    ))}
                  </Group>
                </Stack>
              )}
            </>
          ) : (
            <>
              <Group justify="space-between">
                <Title order={2} fz="h4">
                  Demandes pour {phone}
                </Title>
                <Button variant="subtle" onClick={props.onPhoneForget}>
                  Changer de numéro
                </Button>
              </Group>
              {props.loadError && (
                <Alert color="red" role="alert" variant="light">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{props.loadError}</Text>
                    <Button size="xs" variant="outline" color="red" onClick={props.onRetry}>
                      Réessayer
                    </Button>
                  </Stack>
                </Alert>
              )}
              {props.answerError && (
                <Alert color="red" role="alert" variant="light">
                  {props.answerError}
                </Alert>
              )}
              {props.firstRead ? (
                <Center>
                  <Loader role="status" aria-label="Chargement des demandes" />
                </Center>
              ) : pushes.length === 0 ? (
                <Text c="dimmed">Aucune demande pour ce numéro.</Text>
              ) : (
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Demandes reçues">
                  {pushes.map((push) => (
                    <PushCard key={push.id} push={push} answering={props.answering} onAnswer={props.onAnswer} />
                  ))}
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
