import { Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand';
import { RESPONSIBLE_GAMING_ENTRY } from './nav-entries';
import { BalanceText } from './balance-text';
import { NavLinks, ShellNavLink } from './nav-links';

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
        <ShellNavLink entry={RESPONSIBLE_GAMING_ENTRY} pathname={pathname} onNavigate={onClose} vertical />
        {logout}
      </Stack>
    </Drawer>
  );
}
