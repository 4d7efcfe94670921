import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { LoadError, Loading } from '../../components/load-states';
import { formatAmount } from '../../game/format';
import { type Ticket, formatPlacedAt, ticketStatusLabel } from '../../game/tickets';
import { BetLine } from './bet-line';
import { TicketQrCode } from './ticket-qr-code';

export interface TicketViewProps {
  /** the code as read from the URL (canonical when it can be a code) */
  code: string;
  ticket: Ticket | null;
  loading: boolean;
  notFound: boolean;
  error: string | null;
  /** the page's own address, for the QR code */
  url: string;
  onRetry: () => void;
}

function TicketFound({ ticket, url }: { ticket: Ticket; url: string }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            Code du ticket
          </Text>
          <Text fw={800} fz="xl" ff="monospace">
            {ticket.code}
          </Text>
          <Text size="sm" c="gray.7">
            Acheté le {formatPlacedAt(ticket)}
          </Text>
          <Group gap="xs">
            <Text size="sm">Statut :</Text>
            <Badge variant="outline" color="dark" tt="none">
              {ticketStatusLabel(ticket)}
            </Badge>
          </Group>
          <Text size="sm">
            Mise totale : <strong>{formatAmount(ticket.totalStake)}</strong>
          </Text>
          {ticket.totalPayout !== null && (
            <Text size="sm">
              Gains versés : <strong>{formatAmount(ticket.totalPayout)}</strong>
            </Text>
          )}
        </Stack>
        <TicketQrCode url={url} />
      </Group>
      <Title order={2} fz="h4">
        {ticket.bets.length > 1 ? `${ticket.bets.length} paris` : '1 pari'}
      </Title>
      {ticket.bets.map((bet, i) => (
        <BetLine key={i} bet={bet} />
      ))}
    </Stack>
  );
}

/** /ticket/<code>: the public verification of a ticket (bets, draws, statuses, payouts; never who bought it). */
export function TicketView({ code, ticket, loading, notFound, error, url, onRetry }: TicketViewProps) {
  return (
    <Stack gap={0} mih="100dvh" bg="gray.0">
      <Group component="header" px="md" h={64} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Brand size="lg" />
        </Anchor>
      </Group>
      <Container component="main" size="md" w="100%" py="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={1}>Vérification du ticket</Title>
            {loading && <Loading label={code ? `Vérification du ticket ${code}…` : 'Vérification du ticket…'} />}
            {notFound && (
              <Stack gap="xs" role="alert">
                <Text fw={700} size="lg">
                  Ticket introuvable
                </Text>
                <Text c="gray.7">Aucun ticket ne porte le code « {code} ». Vérifiez le code imprimé sur votre ticket.</Text>
              </Stack>
            )}
            {error && <LoadError title="Le ticket n'a pas pu être vérifié" error={error} onRetry={onRetry} />}
            {ticket && <TicketFound ticket={ticket} url={url} />}
          </Stack>
        </Paper>
      </Container>
    </Stack>
  );
}
