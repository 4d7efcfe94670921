import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BetStatusBadge } from '../../components/bet-outcome';
import { BetStructure } from '../../components/bet-structure';
import { DrawNumbers } from '../../components/draw-balls';
import { betType } from '../../game/bet-types';
import { findCountry } from '../../game/countries';
import { evidenceText } from '../../game/draw-evidence';
import { OPTION_NAMES } from '../../game/options';
import { type MyDrawTicket, type ResultDraw } from '../../game/results';
import { RESULTS_PENDING, describeDraw } from '../../game/tickets';

/** Couples shown per bet; its ticket's page shows them all. */
const LINES_SHOWN = 12;

function MyTickets({ draw, tickets }: { draw: ResultDraw; tickets: readonly MyDrawTicket[] }) {
  return (
    <Stack gap="xs" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text fw={700} size="sm">
        {tickets.length > 1 ? 'Vos tickets sur ce tirage' : 'Votre ticket sur ce tirage'}
      </Text>
      {tickets.map((ticket) => (
        <Stack key={ticket.ticketId} gap={6} component="section" aria-label={`Ticket ${ticket.code}`}>
          <Anchor component={Link} to={`/ticket/${ticket.code}`} ff="monospace" fw={700} size="sm" underline="always">
            {ticket.code}
          </Anchor>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {ticket.bets.map((bet) => (
              <Stack component="li" key={bet.id} gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {betType(bet.betType).name} {OPTION_NAMES[bet.betOption]}
                  </Text>
                  <BetStatusBadge bet={{ ...bet, draw }} />
                </Group>
                <BetStructure bet={bet} draw={draw} limit={LINES_SHOWN} />
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * One draw with its result: its numbers in drawn order, the machine numbers apart, and the player's tickets
 * on it; while its bets are being settled (drawn, not settled), 'Résultats en cours de calcul' instead of
 * their outcomes.
 */
export function DrawResultCard({ draw, tickets }: { draw: ResultDraw; tickets: readonly MyDrawTicket[] | undefined }) {
  const title = describeDraw(draw);
  return (
    <Card component="article" withBorder padding="md" aria-label={`Tirage ${title}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {title}
          </Title>
          {draw.status === 'drawn' && (
            <Badge variant="outline" color="dark" tt="none">
              {RESULTS_PENDING}
            </Badge>
          )}
        </Group>
        <DrawNumbers winning={draw.winningNumbers} machine={draw.machineNumbers} />
        {draw.evidence && (
          <Text size="xs" c="gray.7">
            {evidenceText(draw.evidence, findCountry(draw.country)!.timeZone)}
          </Text>
        )}
        {tickets && tickets.length > 0 && <MyTickets draw={draw} tickets={tickets} />}
      </Stack>
    </Card>
  );
}
