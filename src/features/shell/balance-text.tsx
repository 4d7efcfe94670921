import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from '../../game/format';
import classes from './player-shell.module.css';

const shown = (balance: number | null) => (balance === null ? '…' : formatAmount(balance));

/** The play balance in the shell; null while the profile is not read yet (or cannot be): '…', never a 0 that is not the player's. */
export function BalanceText({ balance }: { balance: number | null }) {
  return (
    <Text fw={700} aria-label="Solde" aria-busy={balance === null || undefined}>
      {shown(balance)}
    </Text>
  );
}

/**
 * The play balance in a phone's header (issue 38), compact and tappable to /wallet. Named 'Solde : 12 500 CFA'
 * (the visible figure within it); its width is kept from '…' to the figure, so nothing moves when it arrives.
 */
export function BalanceLink({ balance }: { balance: number | null }) {
  return (
    <UnstyledButton component={Link} to="/wallet" className={classes.balanceLink} aria-busy={balance === null || undefined}>
      <VisuallyHidden component="span">Solde : </VisuallyHidden>
      {shown(balance)}
    </UnstyledButton>
  );
}
