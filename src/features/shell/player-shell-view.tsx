import { Anchor, AppShell, Burger, Button, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { formatAmount } from '../../game/format';
import { NAV_ENTRIES, RESPONSIBLE_GAMING_ENTRY, isNavEntryActive } from './nav-entries';
import classes from './player-shell.module.css';

export interface PlayerShellViewProps {
  pathname: string;
  balance: number;
  /** ≤ 991 px: burger and drawer instead of the header links */
  compact: boolean;
  /** small screens hide the balance */
  showBalance: boolean;
  menuOpened: boolean;
  onMenuToggle: () => void;
  onMenuClose: () => void;
  onLogout: () => void;
  /** the logout waits for the auth service */
  signingOut?: boolean;
  /** shown above the page, e.g. the offline notice */
  notice?: ReactNode;
  children: ReactNode;
}

function NavLinks({ pathname, onNavigate, vertical }: { pathname: string; onNavigate?: () => void; vertical: boolean }) {
  return NAV_ENTRIES.map((entry) => {
    const active = isNavEntryActive(entry, pathname);
    return (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to}
        label={entry.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        className={classes.link}
        w={vertical ? '100%' : 'auto'}
      />
    );
  });
}

/** The player shell (SPEC §2): brand, navigation, balance and logout around a player page. */
export function PlayerShellView(props: PlayerShellViewProps) {
  const { pathname, balance, compact, showBalance, menuOpened, onMenuToggle, onMenuClose, onLogout, signingOut = false, notice, children } = props;
  const logout = (
    <Button variant="default" onClick={onLogout} loading={signingOut}>
      Déconnexion
    </Button>
  );
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header px="md">
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
            {showBalance && (
              <Text fw={700} aria-label="Solde">
                {formatAmount(balance)}
              </Text>
            )}
            {!compact && logout}
          </Group>
        </Group>
      </AppShell.Header>
      {compact && (
        <Drawer opened={menuOpened} onClose={onMenuClose} id="player-menu" title={<Brand size="lg" />} size="xs" closeButtonProps={{ 'aria-label': 'Fermer le menu' }}>
          {!showBalance && (
            // The header has no room for the balance on a phone: the menu shows it.
            <Group gap={6} mb="sm">
              <Text c="gray.7">Solde :</Text>
              <Text fw={700} aria-label="Solde">
                {formatAmount(balance)}
              </Text>
            </Group>
          )}
          <Stack component="nav" aria-label="Navigation principale" gap={4}>
            <NavLinks pathname={pathname} onNavigate={onMenuClose} vertical />
            <NavLink
              component={Link}
              to={RESPONSIBLE_GAMING_ENTRY.to}
              label={RESPONSIBLE_GAMING_ENTRY.label}
              active={isNavEntryActive(RESPONSIBLE_GAMING_ENTRY, pathname)}
              aria-current={isNavEntryActive(RESPONSIBLE_GAMING_ENTRY, pathname) ? 'page' : undefined}
              onClick={onMenuClose}
              className={classes.link}
              w="100%"
            />
            {logout}
          </Stack>
        </Drawer>
      )}
      <AppShell.Main>
        {notice}
        {children}
        <Text component="footer" size="sm" ta="center" mt="xl" c="dimmed">
          Jeu réservé aux personnes de 18 ans ou plus ·{' '}
          <Anchor component={Link} to={RESPONSIBLE_GAMING_ENTRY.to} c="dark.6" underline="always">
            {RESPONSIBLE_GAMING_ENTRY.label}
          </Anchor>
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
