import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { BetNumbers, BetStatusBadge } from '../../components/bet-outcome';
import { BetTypeIcon } from '../../components/bet-type-icons';
import { CountryFlag } from '../../components/country-flag';
import { betType } from '../../game/bet-types';
import { findCountry } from '../../game/countries';
import { formatAmount } from '../../game/format';
import { maxPayout } from '../../game/max-payout';
import { GAME_MODES, OPTION_NAMES } from '../../game/options';
import { type TicketBet, describeDraw } from '../../game/tickets';

/** 'Solo Direct, Togo, Lundi 23 nov. 2026 à 9h': names a bet of a ticket. */
export function describeBet(bet: TicketBet): string {
  return `${betType(bet.betType).name} ${OPTION_NAMES[bet.betOption]}, ${findCountry(bet.draw.country)!.name}, ${describeDraw(bet.draw)}`;
}

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{formatAmount(amount)}</Text>
    </div>
  );
}

/** One bet of a ticket as its verification shows it: numbers (those that came out filled), stakes, draw, status, and the draw's numbers once drawn. */
export function BetLine({ bet }: { bet: TicketBet }) {
  const type = betType(bet.betType);
  const country = findCountry(bet.draw.country)!;
  return (
    <Stack component="article" aria-label={describeBet(bet)} gap="xs" p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Text fw={700}>
            <BetTypeIcon id={type.id} /> {type.name}
          </Text>
          <Badge>{OPTION_NAMES[bet.betOption]}</Badge>
          <Badge variant="outline" color="dark">
            {GAME_MODES.find((mode) => mode.id === bet.gameMode)!.name}
          </Badge>
        </Group>
        <BetStatusBadge bet={bet} />
      </Group>
      <Group gap={6}>
        <CountryFlag country={country} height={15} />
        <Text size="sm">{country.name}</Text>
        <Text size="sm" c="gray.7">
          · {describeDraw(bet.draw)}
        </Text>
      </Group>
      <BetNumbers bet={bet} draw={bet.draw} withDraw size="md" />
      <Text size="sm" c="gray.7">
        {bet.combinations.length > 1 ? `${bet.combinations.length} combinaisons` : '1 combinaison'}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        <Figure label="Mise par combinaison" amount={bet.baseStake} />
        <Figure label="Mise totale" amount={bet.totalStake} />
        <Figure label="Gain potentiel" amount={bet.potentialWin} />
        {bet.potentialMacWin !== null && <Figure label="Gain MAC potentiel" amount={bet.potentialMacWin} />}
        <Figure label="Gain maximal possible" amount={maxPayout(bet)} />
        {bet.payout !== null && <Figure label="Gain" amount={bet.payout} />}
      </SimpleGrid>
    </Stack>
  );
}
