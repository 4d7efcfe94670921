import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DrawNumbers } from '../../components/draw-balls';
import { CONFIRM_CONSEQUENCES, type OnSaleDraw, type OperatorDraft, type OperatorDraw, cancelConsequences, closeConsequences } from '../../game/operator';
import { drawTitle } from '../../game/results';

export interface PendingActionView {
  kind: 'close' | 'cancel' | 'confirm';
  draw: OperatorDraw | OnSaleDraw | null;
  draft: OperatorDraft | null;
  reason: string;
  error: string | null;
  acting: boolean;
}

export interface ActionDialogProps {
  pending: PendingActionView | null;
  onReason: (value: string) => void;
  onConfirm: () => void;
  onBack: () => void;
}

const TITLES = { close: 'Clore les ventes ?', cancel: 'Annuler ce tirage ?', confirm: 'Confirmer ce résultat ?' } as const;
const CONFIRM_LABELS = { close: 'Clore les ventes', cancel: 'Annuler le tirage', confirm: 'Confirmer et régler' } as const;

function Consequences({ pending }: { pending: PendingActionView }) {
  const title = pending.draw ? drawTitle(pending.draw) : '';
  switch (pending.kind) {
    case 'close':
      return <Text>{closeConsequences(title)}</Text>;
    case 'cancel':
      return <Text>{cancelConsequences(title, pending.draw && 'betCount' in pending.draw ? pending.draw : null)}</Text>;
    case 'confirm':
      return (
        <Stack gap="sm">
          <Text fw={600}>{title}</Text>
          {pending.draft && <DrawNumbers winning={pending.draft.winningNumbers} machine={pending.draft.machineNumbers} />}
          {pending.draft?.recordedByEmail && (
            <Text size="sm" c="gray.7">
              Saisi par {pending.draft.recordedByEmail}
            </Text>
          )}
          <Text>{CONFIRM_CONSEQUENCES}</Text>
        </Stack>
      );
  }
}

/** The confirmation step of close, cancel and confirm: what the action does, then the operator decides. */
export function ActionDialog({ pending: current, onReason, onConfirm, onBack }: ActionDialogProps) {
  // the last action stays shown while the dialog fades out, so it never shows without a title
  const [shown, setShown] = useState(current);
  if (current !== null && current !== shown) setShown(current);
  const pending = current ?? shown;
  return (
    <Modal opened={current !== null} onClose={onBack} title={pending ? TITLES[pending.kind] : ''} centered closeButtonProps={{ 'aria-label': 'Fermer' }}>
      {pending && (
        <Stack gap="md">
          <Consequences pending={pending} />
          {pending.kind === 'cancel' && (
            <Textarea label="Motif (facultatif)" value={pending.reason} onChange={(event) => onReason(event.currentTarget.value)} disabled={pending.acting} rows={2} />
          )}
          {pending.error && (
            <Alert color="red" variant="light" role="alert" title="L'opération a été refusée">
              {pending.error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onBack} disabled={pending.acting}>
              Retour
            </Button>
            <Button color={pending.kind === 'confirm' ? 'forest' : 'red.9'} onClick={onConfirm} loading={pending.acting}>
              {CONFIRM_LABELS[pending.kind]}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
