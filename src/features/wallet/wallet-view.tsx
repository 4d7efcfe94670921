import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Failure } from '../../../machines/mobile-money/mobile-money.types';
import type { HistoryLine } from '../../../machines/wallet-history/wallet-history.selectors';
import { formatAmount } from '../../game/format';
import { HistoryList } from './history-list';

export interface WalletViewProps {
  balance: number;
  winnings: number;
  lines: readonly HistoryLine[];
  loading: boolean;
  failure: Failure | null;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

function BalanceCard({ title, amount, children }: { title: string; amount: number; children: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          {title}
        </Text>
        <Text fw={700} fz={28}>
          {formatAmount(amount)}
        </Text>
        <Group gap="xs">{children}</Group>
      </Stack>
    </Card>
  );
}

function History(props: WalletViewProps) {
  if (props.failure) {
    return (
      <Alert color="red" variant="light" role="alert" title="Historique indisponible">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{props.failure.message}</Text>
          <Button onClick={props.onRetry}>Réessayer</Button>
        </Stack>
      </Alert>
    );
  }
  if (props.loading) {
    return (
      <Group role="status" aria-label="Chargement des transactions…" justify="center" py="lg">
        <Loader color="amber.7" aria-hidden />
      </Group>
    );
  }
  if (props.lines.length === 0) return <Text c="gray.7">Aucune transaction pour le moment.</Text>;
  return <HistoryList lines={props.lines} />;
}

/** /wallet 'Mon portefeuille': both balances and the history, newest first, paged. */
export function WalletView(props: WalletViewProps) {
  const { page, pageCount } = props;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Mon portefeuille</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BalanceCard title="Solde de jeu" amount={props.balance}>
          <Button component={Link} to="/recharge" size="compact-md">
            Recharger
          </Button>
        </BalanceCard>
        <BalanceCard title="Gains" amount={props.winnings}>
          <Button component={Link} to="/withdraw" size="compact-md">
            Retirer
          </Button>
          <Button component={Link} to="/convert" size="compact-md" variant="default">
            Convertir
          </Button>
        </BalanceCard>
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="history-title">
        <Title order={2} fz="h3" id="history-title">
          Historique des transactions
        </Title>
        <History {...props} />
        {pageCount > 1 && (
          <Group justify="space-between" component="nav" aria-label="Pages de l'historique">
            <Button variant="default" disabled={page === 0 || props.loading} onClick={() => props.onPage(page - 1)}>
              Page précédente
            </Button>
            <Text size="sm" aria-live="polite">
              Page {page + 1} sur {pageCount}
            </Text>
            <Button variant="default" disabled={page >= pageCount - 1 || props.loading} onClick={() => props.onPage(page + 1)}>
              Page suivante
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
