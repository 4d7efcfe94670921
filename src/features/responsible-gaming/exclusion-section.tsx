import { Alert, Button, Group, List, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { EXCLUSION_DURATIONS, EXCLUSION_LABELS, type ExclusionDuration } from '../../game/limits';
import { type SelfExclusion, exclusionConsequences, exclusionText } from '../../game/responsible-gaming';

export interface ExclusionSectionProps {
  exclusion: SelfExclusion | null;
  timeZone: string;
  choice: ExclusionDuration | null;
  confirming: boolean;
  excluding: boolean;
  error: string | null;
  /** when the chosen exclusion would end, for the confirmation step (null: permanent) */
  end: Date | null;
  onChoose: (duration: ExclusionDuration) => void;
  onContinue: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Cool-off and self-exclusion (issue 17): choose a length, then confirm after reading what it means. */
export function ExclusionSection(props: ExclusionSectionProps) {
  const { exclusion, timeZone, choice, confirming, excluding, error, end } = props;
  const permanent = exclusion !== null && exclusion.until === null;
  const [lead, ...consequences] = choice ? exclusionConsequences(choice, end, timeZone) : [];
  return (
    <Stack component="section" gap="sm" aria-labelledby="exclusion-title">
      <Title order={2} id="exclusion-title">
        Faire une pause ou s&apos;exclure du jeu
      </Title>
      <Text>
        Pendant une pause ou une exclusion, vous ne pouvez ni valider de ticket ni recharger votre compte ; vos retraits de
        gains restent possibles. Elle ne peut pas être levée avant son terme, même à votre demande.
      </Text>
      {exclusion && (
        <Alert color="orange" variant="light" title="Exclusion en cours" role="status">
          {exclusionText(exclusion, timeZone)} Vos retraits restent possibles.
        </Alert>
      )}
      {!permanent && (
        <Stack gap="sm">
          <Radio.Group
            label={exclusion ? 'Prolonger votre exclusion' : 'Durée'}
            value={choice ?? ''}
            onChange={(value) => props.onChoose(value as ExclusionDuration)}
          >
            <Group gap="md" mt="xs">
              {EXCLUSION_DURATIONS.map((duration) => (
                <Radio key={duration} value={duration} label={EXCLUSION_LABELS[duration]} />
              ))}
            </Group>
          </Radio.Group>
          <Group>
            <Button color="red" variant="light" disabled={choice === null} onClick={props.onContinue}>
              Continuer
            </Button>
          </Group>
        </Stack>
      )}
      <Modal opened={confirming} onClose={props.onCancel} title="Confirmer votre exclusion" centered closeButtonProps={{ 'aria-label': 'Annuler' }}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Text fw={700}>{lead}</Text>
          <List spacing={4}>
            {consequences.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onCancel} disabled={excluding}>
              Annuler
            </Button>
            <Button color="red" onClick={props.onConfirm} loading={excluding}>
              Confirmer l&apos;exclusion
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
