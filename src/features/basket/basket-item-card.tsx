import { ActionIcon, Badge, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { BetStructure } from '../../components/bet-structure';
import { BetTypeIcon } from '../../components/bet-type-icons';
import { CountryFlag } from '../../components/country-flag';
import type { BasketItem } from '../../game/basket-item';
import { betType } from '../../game/bet-types';
import { findCountry } from '../../game/countries';
import { capitalize, formatAmount } from '../../game/format';
import { maxPayout } from '../../game/max-payout';
import { GAME_MODES, OPTION_NAMES } from '../../game/options';
import { basketCombinations, formatCombination } from './basket-combinations';

export interface BasketItemCardProps {
  item: BasketItem;
  selected: boolean;
  closed: boolean;
  locked: boolean;
  /** the server's refusal naming this bet ('Ce tirage est clos.'), shown on it */
  refused?: string | null;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}

/** 'Solo Direct, Togo, Lundi 9h': names the bet in the controls' accessible labels. */
export function describeItem(item: BasketItem): string {
  const country = findCountry(item.country)!;
  return `${betType(item.betType).name} ${OPTION_NAMES[item.betOption]}, ${country.name}, ${capitalize(item.day)} ${item.time}`;
}

function Amount({ label, amount }: { label: string; amount: number }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{formatAmount(amount)}</Text>
    </div>
  );
}

export function BasketItemCard({ item, selected, closed, locked, refused = null, onToggle, onRemove }: BasketItemCardProps) {
  const type = betType(item.betType);
  const country = findCountry(item.country)!;
  const mode = GAME_MODES.find((m) => m.id === item.gameMode)!;
  const description = describeItem(item);
  const { shown, more } = basketCombinations(item.combinations);
  return (
    <Card
      component="article"
      aria-label={description}
      withBorder
      padding="md"
      data-closed={closed || undefined}
      data-refused={refused !== null || undefined}
      style={refused !== null ? { borderColor: 'var(--mantine-color-red-9)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Checkbox
            mt={4}
            checked={selected}
            disabled={closed || locked}
            onChange={() => onToggle(item.id)}
            aria-label={`Sélectionner ${description}`}
          />
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={700}>
                <BetTypeIcon id={type.id} /> {type.name}
              </Text>
              <Badge>{OPTION_NAMES[item.betOption]}</Badge>
              <Badge variant="outline" color="dark">
                {mode.name}
              </Badge>
              {closed && <Badge color="red.9">Tirage clos</Badge>}
              {refused !== null && (
                <Badge color="red.9" variant="outline">
                  Refusé : {refused}
                </Badge>
              )}
            </Group>
            <Group gap={6}>
              <CountryFlag country={country} height={15} />
              <Text size="sm">{country.name}</Text>
              <Text size="sm" c="gray.7">
                · {capitalize(item.day)} {item.time}
              </Text>
            </Group>
          </Stack>
        </Group>
        <ActionIcon variant="subtle" color="red.9" disabled={locked} onClick={() => onRemove(item.id)} aria-label={`Retirer ${description}`}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
        </ActionIcon>
      </Group>
      <Stack mt="sm" gap={6}>
        <BetStructure bet={item} variant="basket" showMode={false} />
        <Group gap={6}>
          <Text size="sm" c="gray.7">
            {item.combinations.length > 1 ? `${item.combinations.length} combinaisons :` : '1 combinaison :'}
          </Text>
          {shown.map((combination) => (
            <Badge key={formatCombination(combination)} variant="default" radius="sm">
              {formatCombination(combination)}
            </Badge>
          ))}
          {more > 0 && (
            <Text size="sm" c="gray.7">
              +{more} autres...
            </Text>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: item.potentialMacWin === null ? 4 : 5 }} mt="sm" spacing="xs">
        <Amount label="Mise par combinaison" amount={item.baseStake} />
        <Amount label="Mise totale" amount={item.totalStake} />
        <Amount label="Gain potentiel" amount={item.potentialWin} />
        {item.potentialMacWin !== null && <Amount label="Gain MAC potentiel" amount={item.potentialMacWin} />}
        <Amount label="Gain maximal possible" amount={maxPayout(item)} />
      </SimpleGrid>
    </Card>
  );
}
