import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { BetTypeIcon } from '../../components/bet-type-icons';
import { CountryFlag } from '../../components/country-flag';
import { betType } from '../../game/bet-types';
import { findCountry } from '../../game/countries';
import { formatAmount } from '../../game/format';
import { maxPayout } from '../../game/max-payout';
import { GAME_MODES, OPTION_NAMES } from '../../game/options';
import { type TicketBet, betStatusLabel, describeDraw } from '../../game/tickets';

/** 'Solo Direct, Togo, Lundi 23 nov. 2026 à 9h': names a bet of a ticket. */
export function describeBet(bet: TicketBet): string {
  return `${betType(bet.betType).name} ${OPTION_NAMES[bet.betOption]}, ${findCountry(bet.draw.country)!.name}, ${describeDraw(bet.draw)}`;
}

/** A win stands out; the other outcomes read as plain text in a frame. */
export function BetStatusBadge({ bet }: { bet: Pick<TicketBet, 'status' | 'payout'> }) {
  const won = bet.status === 'won';
  return (
    <Badge color={won ? 'forest' : 'dark'} variant={won ? 'filled' : 'outline'} tt="none" style={{ flexShrink: 0 }}>
      {betStatusLabel(bet)}
    </Badge>
  );
}

function Balls({ label, numbers }: { label: string; numbers: readonly number[] }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="gray.7">
        {label} :
      </Text>
      {numbers.map((n, i) => (
        <Badge key={`${n}-${i}`} variant="default" radius="xl" size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {n}
        </Badge>
      ))}
    </Group>
  );
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

/** One bet of a ticket as its verification shows it: numbers, stakes, draw, status, and the result once drawn. */
export function BetLine({ bet }: { bet: TicketBet }) {
  const type = betType(bet.betType);
  const country = findCountry(bet.draw.country)!;
  const numbers = [...new Set(bet.combinations.flat())].sort((a, b) => a - b);
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
      <Balls label="Numéros joués" numbers={numbers} />
      <Text size="sm" c="gray.7">
        {bet.combinations.length > 1 ? `${bet.combinations.length} combinaisons` : '1 combinaison'}
      </Text>
      {bet.draw.winningNumbers && <Balls label="Numéros gagnants" numbers={bet.draw.winningNumbers} />}
      {bet.draw.machineNumbers && <Balls label="Numéros machine" numbers={bet.draw.machineNumbers} />}
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
