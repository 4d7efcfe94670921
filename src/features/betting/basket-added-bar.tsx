import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '../../game/format';
import { StickyBar } from '../../components/sticky-bar';

export interface BasketAddedBarProps {
  /** how many items the app's basket holds */
  count: number;
  /** the whole basket's stake */
  stake: number;
  /** the play balance, null while unknown (then not shown) */
  balance: number | null;
}

/** a figure and its unit stay on one line */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const paris = (count: number) => `${count} pari${count > 1 ? 's' : ''}`;

/**
 * The confirmation of 'Ajouter au panier' where the player is looking (issue 38): a bar stuck to the bottom of
 * the viewport (StickyBar), shown once the basket has grown on this page, with the basket's count and stake and
 * the play balance, announced (role="status"), and a link to /basket that takes the focus (the button pressed is
 * then disabled: the selection was cleared, so the focus would otherwise fall to <body>).
 */
export function BasketAddedBar({ count, stake, balance }: BasketAddedBarProps) {
  // how many times the basket grew while this page was open (React's "adjust state when a prop changes")
  const [seen, setSeen] = useState(count);
  const [adds, setAdds] = useState(0);
  if (count !== seen) {
    setSeen(count);
    if (count > seen) setAdds(adds + 1);
  }
  const shown = adds > 0;

  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (adds > 0) link.current?.focus();
  }, [adds]);

  return (
    <StickyBar shown={shown}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* the live region exists before its text, so the first confirmation is announced too */}
        <div role="status" style={{ minWidth: 0 }}>
          {shown && (
            <>
              <Text fw={700} size="sm">
                Pari ajouté au panier
              </Text>
              <Text size="sm">
                Panier : <span style={NOWRAP}>{paris(count)}</span> · <span style={NOWRAP}>{formatAmount(stake)}</span>
                {balance !== null && (
                  <>
                    {' · Solde de jeu : '}
                    <span style={NOWRAP}>{formatAmount(balance)}</span>
                  </>
                )}
              </Text>
            </>
          )}
        </div>
        {shown && (
          <Button ref={link} component={Link} to="/basket" size="sm" style={{ flexShrink: 0 }}>
            Voir le panier
          </Button>
        )}
      </Group>
    </StickyBar>
  );
}
