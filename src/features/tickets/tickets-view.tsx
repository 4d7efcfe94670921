import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PagePagination } from '../../components/page-pagination';
import { LoadError, Loading } from '../../components/load-states';
import { StaleNotice } from '../../components/stale-notice';
import type { MyTicket } from '../../game/tickets';
import { TicketSummaryCard } from './ticket-summary-card';

export interface TicketsViewProps {
  tickets: readonly MyTicket[];
  loading: boolean;
  error: string | null;
  empty: boolean;
  /** 0-based */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** 'Rejouer' on a ticket (issue 41) */
  onReplay?: (ticket: MyTicket) => void;
  /** the tickets are the device's copy, read then (offline, issue 41) */
  readAt?: string | null;
}

function NoTicket() {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="xs">
        <Text fw={700} size="lg">
          Vous n&apos;avez encore aucun ticket
        </Text>
        <Text c="gray.7">Validez votre panier pour acheter votre premier ticket.</Text>
        <Button component={Link} to="/games" mt="sm">
          Parier
        </Button>
      </Stack>
    </Paper>
  );
}

/** 'Mes tickets': newest first, one page at a time. */
export function TicketsView({ tickets, loading, error, empty, page, pageCount, onPage, onRetry, onReplay, readAt }: TicketsViewProps) {
  return (
    <Stack>
      <Title order={1}>Mes tickets</Title>
      {readAt && <StaleNotice what="vos tickets" readAt={readAt} />}
      {error && <LoadError title="Vos tickets n'ont pas pu être chargés" error={error} onRetry={onRetry} />}
      {loading && <Loading label="Chargement de vos tickets…" />}
      {empty && !loading && <NoTicket />}
      <Stack aria-busy={loading}>
        {tickets.map((ticket) => (
          <TicketSummaryCard key={ticket.id} ticket={ticket} onReplay={onReplay} />
        ))}
      </Stack>
      <PagePagination page={page} pageCount={pageCount} onPage={onPage} />
    </Stack>
  );
}
