import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { BasketUndo } from '../../../machines/basket/basket.selectors';
import { StickyBar } from '../../components/sticky-bar';

/** The page title's id: the focus goes back to it after 'Annuler' (the button is then gone). */
export const BASKET_TITLE_ID = 'basket-title';
const UNDO_MESSAGE_ID = 'basket-undo-message';

/** What the removal took, in French: 'Pari retiré du panier', 'Panier vidé : 3 paris retirés'. */
export function undoMessage(undo: BasketUndo): string {
  if (undo.kind === 'item') return 'Pari retiré du panier';
  return `Panier vidé : ${undo.count} pari${undo.count > 1 ? 's' : ''} retiré${undo.count > 1 ? 's' : ''}`;
}

export interface BasketUndoBarProps {
  /** what 'Annuler' would put back, while the machine offers it (UNDO_DELAY); null otherwise */
  undo: BasketUndo | null;
  onUndo: () => void;
}

/**
 * 'Annuler' after the bin or 'Vider' (issue 38), at the bottom of the viewport (StickyBar), announced
 * (role="status", and as the description of 'Annuler'). The control pressed is gone with its item, so the focus moves to 'Annuler'; after it, to the
 * page title, since 'Annuler' is gone in turn.
 */
export function BasketUndoBar({ undo, onUndo }: BasketUndoBarProps) {
  const button = useRef<HTMLButtonElement>(null);
  // a new offer each time the removal changes (React's "adjust state when a prop changes")
  const [seen, setSeen] = useState(undo);
  const [offers, setOffers] = useState(0);
  if (undo !== seen) {
    setSeen(undo);
    if (undo !== null) setOffers(offers + 1);
  }
  useEffect(() => {
    if (offers > 0) button.current?.focus();
  }, [offers]);

  // mounted with its offer (the loading message of 'Valider' is the screen's other status, and a validation
  // withdraws the offer); announced for sure by the focus on 'Annuler', which it describes
  return (
    <StickyBar shown={undo !== null}>
      {undo && (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div role="status" id={UNDO_MESSAGE_ID} style={{ minWidth: 0 }}>
            <Text fw={700} size="sm">
              {undoMessage(undo)}
            </Text>
          </div>
          <Button
            ref={button}
            size="sm"
            variant="default"
            style={{ flexShrink: 0 }}
            aria-describedby={UNDO_MESSAGE_ID}
            onClick={() => {
              onUndo();
              document.getElementById(BASKET_TITLE_ID)?.focus();
            }}
          >
            Annuler
          </Button>
        </Group>
      )}
    </StickyBar>
  );
}
