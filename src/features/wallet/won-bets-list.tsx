import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PagePagination } from '../../components/page-pagination';
import { BetStatusBadge } from '../../components/bet-outcome';
import { BetStructure } from '../../components/bet-structure';
import { LoadError, Loading } from '../../components/load-states';
import { betType } from '../../game/bet-types';
import { OPTION_NAMES } from '../../game/options';
import { type WonBet, drawTitle } from '../../game/results';

export interface WonBetsListProps {
  bets: readonly WonBet[];
  loading: boolean;
  error: string | null;
  empty: boolean;
  /** 0-based */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** Couples shown per bet; its ticket's page shows them all. */
const LINES_SHOWN = 12;

function WonBetCard({ bet }: { bet: WonBet }) {
  const name = `${betType(bet.betType).name} ${OPTION_NAMES[bet.betOption]}`;
  const title = drawTitle(bet.draw);
  return (
    <Card component="article" withBorder padding="sm" aria-label={`${name}, ${title}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700} size="sm">
              {name}
            </Text>
            <Text size="sm" c="gray.7">
              {title}
            </Text>
          </Stack>
          <BetStatusBadge bet={bet} />
        </Group>
        <BetStructure bet={bet} draw={bet.draw} withDraw limit={LINES_SHOWN} />
        <Text size="sm">
          Ticket{' '}
          <Anchor component={Link} to={`/ticket/${bet.ticketCode}`} ff="monospace" fw={700} underline="always">
            {bet.ticketCode}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}

/** 'Paris gagnants' on /gains: the latest draw first, a page at a time. */
export function WonBetsList({ bets, loading, error, empty, page, pageCount, onPage, onRetry }: WonBetsListProps) {
  return (
    <Stack gap="sm">
      {error && <LoadError title="Vos paris gagnants n'ont pas pu être chargés" error={error} onRetry={onRetry} />}
      {loading && <Loading label="Chargement de vos paris gagnants…" />}
      {empty && !loading && <Text c="gray.7">Vos paris gagnants apparaîtront ici après leur tirage.</Text>}
      <Stack gap="sm" aria-busy={loading}>
        {bets.map((bet) => (
          <WonBetCard key={bet.id} bet={bet} />
        ))}
      </Stack>
      <PagePagination page={page} pageCount={pageCount} onPage={onPage} />
    </Stack>
  );
}
