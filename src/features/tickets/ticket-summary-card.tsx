import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BetStatusBadge } from '../../components/bet-outcome';
import { BetStructure } from '../../components/bet-structure';
import { CountryFlag } from '../../components/country-flag';
import { betType } from '../../game/bet-types';
import { findCountry } from '../../game/countries';
import { formatAmount } from '../../game/format';
import { OPTION_NAMES } from '../../game/options';
import { type MyTicket, describeDraw, formatPlacedAt, ticketDraws, ticketStatusLabel } from '../../game/tickets';

/** Couples shown per bet in the list; the ticket's own page shows them all. */
const LINES_SHOWN = 12;

/** One ticket in 'Mes tickets': its code (a link to its verification), when, which draws, the stake, each bet's status and what it plays (those that came out filled, with the draw's numbers once drawn, and the combinations that paid). */
export function TicketSummaryCard({ ticket, onReplay }: { ticket: MyTicket; /** 'Rejouer' (issue 41): the player's own tickets only */ onReplay?: (ticket: MyTicket) => void }) {
  return (
    <Card component="article" aria-label={`Ticket ${ticket.code}`} withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Anchor component={Link} to={`/ticket/${ticket.code}`} fw={700} ff="monospace" underline="always">
              {ticket.code}
            </Anchor>
            <Text size="sm" c="gray.7">
              Acheté le {formatPlacedAt(ticket)}
            </Text>
          </Stack>
          <Badge variant="outline" color="dark" tt="none">
            {ticketStatusLabel(ticket)}
          </Badge>
        </Group>
        <Stack gap={2}>
          {ticketDraws(ticket).map((draw) => {
            const country = findCountry(draw.country)!;
            return (
              <Group key={`${draw.country}/${draw.drawAt}`} gap={6}>
                <CountryFlag country={country} height={14} />
                <Text size="sm">
                  Tirage {country.name} · {describeDraw(draw)}
                </Text>
              </Group>
            );
          })}
        </Stack>
        <Text size="sm">
          Mise totale : <strong>{formatAmount(ticket.totalStake)}</strong>
        </Text>
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Paris du ticket">
          {ticket.bets.map((bet, i) => (
            <Stack component="li" key={i} gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">
                  {betType(bet.betType).name} {OPTION_NAMES[bet.betOption]} · {findCountry(bet.draw.country)!.name} {bet.draw.time}
                </Text>
                <BetStatusBadge bet={bet} />
              </Group>
              <BetStructure bet={bet} draw={bet.draw} withDraw limit={LINES_SHOWN} />
            </Stack>
          ))}
        </Stack>
        {onReplay && (
          <Group justify="flex-end">
            <Button variant="light" size="xs" onClick={() => onReplay(ticket)} aria-label={`Rejouer le ticket ${ticket.code}`}>
              Rejouer
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
