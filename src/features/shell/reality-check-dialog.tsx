import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPlayTime, netSpendText } from '../../game/reality-check';

export interface RealityCheckDialogProps {
  opened: boolean;
  playedMs: number;
  spendLoading: boolean;
  /** null: could not be read */
  netSpend: number | null;
  onContinue: () => void;
  onPause: () => void;
}

/** Every 60 minutes of activity (DESIGN §10): the time played and the session's net spend, then a choice. */
export function RealityCheckDialog({ opened, playedMs, spendLoading, netSpend, onContinue, onPause }: RealityCheckDialogProps) {
  const played = formatPlayTime(playedMs);
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={`Vous jouez depuis ${played}`}
    >
      <Stack gap="sm">
        <Text>Temps de jeu : {played}</Text>
        <Text fw={700} aria-live="polite">
          {spendLoading
            ? 'Calcul de votre dépense…'
            : netSpend === null
              ? "Votre dépense n'a pas pu être calculée pour le moment."
              : `${netSpendText(netSpend)} depuis le début de la session`}
        </Text>
        <Text size="sm" c="dimmed">
          La dépense nette est le total de vos tickets, moins vos gains et remboursements, depuis votre connexion.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onPause}>
            Faire une pause
          </Button>
          <Button onClick={onContinue} data-autofocus>
            Continuer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
