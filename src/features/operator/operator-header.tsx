import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { Brand } from '../../components/brand';

/** The desk's pages (issue 40), in the header of each. */
export const OPERATOR_PAGES = [
  { to: '/operateur', label: 'Tirages' },
  { to: '/operateur/exposition', label: 'Exposition et limites' },
  { to: '/operateur/rapports', label: 'Rapports' },
  { to: '/operateur/support', label: 'Support' },
  { to: '/operateur/journal', label: 'Journal' },
] as const;

/** The operators' header: the brand, the desk's pages, 'Déconnexion'. */
export function OperatorHeader({ signingOut, onLogout }: { signingOut: boolean; onLogout: () => void }) {
  return (
    <Group component="header" px="md" py="xs" mih={64} bg="white" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="sm" wrap="nowrap">
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Brand size="lg" />
        </Anchor>
        <Text fw={600} c="gray.7" visibleFrom="xs">
          Espace opérateur
        </Text>
      </Group>
      <Group component="nav" aria-label="Espace opérateur" gap="md">
        {OPERATOR_PAGES.map((page) => (
          <Anchor key={page.to} component={NavLink} to={page.to} end size="sm" fw={500} c="dark" style={{ textUnderlineOffset: 4 }}>
            {page.label}
          </Anchor>
        ))}
      </Group>
      <Button variant="default" size="xs" onClick={onLogout} loading={signingOut}>
        Déconnexion
      </Button>
    </Group>
  );
}
