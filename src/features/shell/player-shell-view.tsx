import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { lazyPart } from '../../components/lazy-part';
import { FIXED_BAR_CLASS } from '../../components/scroll-lock';
import { OPERATOR_ENTRY, RESPONSIBLE_GAMING_ENTRY } from './nav-entries';
import { BalanceLink, BalanceText } from './balance-text';
import { NavLinks } from './nav-links';
import classes from './player-shell.module.css';

// The drawer (Mantine's modal base, focus trap, scroll area: ~20 kB gzip) loads on the first opening of the menu.
const PlayerMenuDrawer = lazyPart(() => import('./player-menu-drawer').then((m) => ({ default: m.PlayerMenuDrawer })));

export interface PlayerShellViewProps {
  pathname: string;
  /** null until the profile is read */
  balance: number | null;
  /** ≤ 991 px: burger and drawer instead of the header links */
  compact: boolean;
  /** the header's balance as text; on small screens (false) a compact link to /wallet instead (issue 38) */
  showBalance: boolean;
  menuOpened: boolean;
  onMenuToggle: () => void;
  onMenuClose: () => void;
  onLogout: () => void;
  /** the logout waits for the auth service */
  signingOut?: boolean;
  /** shown above the page, e.g. the offline notice */
  notice?: ReactNode;
  /** an operator's account: the footer links to their console (issue 16) */
  operator?: boolean;
  children: ReactNode;
}

/** The player shell (SPEC §2): brand, navigation, balance and logout around a player page. */
export function PlayerShellView(props: PlayerShellViewProps) {
  const { pathname, balance, compact, showBalance, menuOpened, onMenuToggle, onMenuClose, onLogout, signingOut = false, notice, operator = false, children } = props;
  // mounted from the first opening on, so that it closes with its transition
  const [menuLoaded, setMenuLoaded] = useState(menuOpened);
  if (menuOpened && !menuLoaded) setMenuLoaded(true);
  const logout = (
    <Button variant="default" onClick={onLogout} loading={signingOut}>
      Déconnexion
    </Button>
  );
  return (
    <>
      <header className={`${classes.header} ${FIXED_BAR_CLASS}`}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {compact && (
              <Burger
                opened={menuOpened}
                onClick={onMenuToggle}
                size="sm"
                aria-label={menuOpened ? 'Fermer le menu' : 'Ouvrir le menu'}
                aria-expanded={menuOpened}
                aria-controls="player-menu"
              />
            )}
            <Link to="/player" style={{ textDecoration: 'none', color: 'inherit' }}>
              <Brand size="lg" />
            </Link>
          </Group>
          {!compact && (
            <Group component="nav" aria-label="Navigation principale" gap={4} wrap="nowrap">
              <NavLinks pathname={pathname} vertical={false} />
            </Group>
          )}
          <Group gap="sm" wrap="nowrap">
            {showBalance ? <BalanceText balance={balance} /> : <BalanceLink balance={balance} />}
            {!compact && logout}
          </Group>
        </Group>
      </header>
      {compact && menuLoaded && (
        <PlayerMenuDrawer opened={menuOpened} onClose={onMenuClose} pathname={pathname} balance={balance} showBalance={showBalance} logout={logout} />
      )}
      <main className={classes.main}>
        {notice}
        {children}
      </main>
      {/* outside <main>: only a top-level footer is the page's contentinfo landmark */}
      <Text component="footer" size="sm" ta="center" px="md" pb="md" c="dimmed">
        Jeu réservé aux personnes de 18 ans ou plus ·{' '}
        <Anchor component={Link} to={RESPONSIBLE_GAMING_ENTRY.to} c="dark.6" underline="always">
          {RESPONSIBLE_GAMING_ENTRY.label}
        </Anchor>
        {operator && (
          <>
            {' · '}
            <Anchor component={Link} to={OPERATOR_ENTRY.to} c="dark.6" underline="always">
              {OPERATOR_ENTRY.label}
            </Anchor>
          </>
        )}
      </Text>
    </>
  );
}
