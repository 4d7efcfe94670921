import { Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { RESPONSIBLE_GAMING_ENTRY, isNavEntryActive } from './nav-entries';
import { BalanceText } from './balance-text';
import { NavLinks } from './nav-links';
import classes from './player-shell.module.css';

export interface PlayerMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  pathname: string;
  /** null until the profile is read */
  balance: number | null;
  showBalance: boolean;
  logout: ReactNode;
}

/** The compact layout's menu (its own chunk: loaded on the first tap on the burger, not with every page). */
export function PlayerMenuDrawer({ opened, onClose, pathname, balance, showBalance, logout }: PlayerMenuDrawerProps) {
  const responsibleActive = isNavEntryActive(RESPONSIBLE_GAMING_ENTRY, pathname);
  return (
    <Drawer opened={opened} onClose={onClose} id="player-menu" title={<Brand size="lg" />} size="xs" closeButtonProps={{ 'aria-label': 'Fermer le menu' }}>
      {!showBalance && (
        // On a phone the header shows the balance compact, as a link to the wallet; the menu says it in words.
        <Group gap={6} mb="sm">
          <Text c="gray.7">Solde :</Text>
          <BalanceText balance={balance} />
        </Group>
      )}
      <Stack component="nav" aria-label="Navigation principale" gap={4}>
        <NavLinks pathname={pathname} onNavigate={onClose} vertical />
        <NavLink
          component={Link}
          to={RESPONSIBLE_GAMING_ENTRY.to}
          label={RESPONSIBLE_GAMING_ENTRY.label}
          active={responsibleActive}
          aria-current={responsibleActive ? 'page' : undefined}
          onClick={onClose}
          className={classes.link}
          w="100%"
        />
        {logout}
      </Stack>
    </Drawer>
  );
}
