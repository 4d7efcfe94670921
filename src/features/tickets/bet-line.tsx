import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { BetStatusBadge } from '../../components/bet-outcome';
import { BetStructure } from '../../components/bet-structure';
import { BetTypeIcon } from '../../components/bet-type-icons';
import { CountryFlag } from '../../components/country-flag';
import { evidenceText } from '../../game/draw-evidence';
import { betType } from '../../game/bet-types';
import { combinationsLabel } from '../../game/bet-structure';
import { findCountry } from '../../game/countries';
import { formatAmount } from '../../game/format';
import { maxPayout } from '../../game/max-payout';
import { GAME_MODES, OPTION_NAMES } from '../../game/options';
import { payoutGap, payoutGapNote } from '../../game/payout-gap';
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

/**
 * One bet of a ticket as its verification shows it: what it plays (couples, banker and base, sum…; those that
 * came out filled), stakes, draw, status, the draw's numbers once drawn, and once settled which combinations paid.
 */
export function BetLine({ bet }: { bet: TicketBet }) {
  const type = betType(bet.betType);
  const most = maxPayout(bet);
  const gap = payoutGap(bet, most);
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
      <BetStructure bet={bet} draw={bet.draw} withDraw showMode={false} size="md" />
      {bet.draw.evidence && (
        <Text size="xs" c="gray.7">
          {evidenceText(bet.draw.evidence, country.timeZone)}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {combinationsLabel(bet.combinations.length)}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        <Figure label="Mise par combinaison" amount={bet.baseStake} />
        <Figure label="Mise totale" amount={bet.totalStake} />
        <Figure label="Gain potentiel" amount={bet.potentialWin} />
        {bet.potentialMacWin !== null && <Figure label="Gain MAC potentiel" amount={bet.potentialMacWin} />}
        <Figure label="Gain maximal possible" amount={most} />
        {bet.payout !== null && <Figure label="Gain" amount={bet.payout} />}
      </SimpleGrid>
      {gap && (
        <Text size="xs" c="gray.7">
          {payoutGapNote(gap, 1)}
        </Text>
      )}
    </Stack>
  );
}
