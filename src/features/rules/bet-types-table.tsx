import { Box, Table, Text } from '@mantine/core';
import { BET_TYPES, type BetType } from '../../game/bet-types';
import { type BetOption, type BetOptionId, optionsFor } from '../../game/options';
import { ScrollRegion } from './scroll-region';

const GROUPING = new Intl.NumberFormat('fr-FR');

function formatMultiplier(multiplier: number): string {
  return `×${GROUPING.format(multiplier)}`;
}

interface OptionRow {
  id: BetOptionId;
  name: string;
  normal: BetOption | undefined;
  doubleChance: BetOption | undefined;
}

/** Every option a type offers in either mode, normal ones first. */
function optionRows(type: BetType): OptionRow[] {
  const normal = optionsFor(type.id, 'normal');
  const doubleChance = optionsFor(type.id, 'double_chance');
  const ids = [...new Set([...normal, ...doubleChance].map((option) => option.id))];
  return ids.map((id) => {
    const inNormal = normal.find((o) => o.id === id);
    const inDoubleChance = doubleChance.find((o) => o.id === id);
    return { id, name: (inNormal ?? inDoubleChance)!.name, normal: inNormal, doubleChance: inDoubleChance };
  });
}

function numbersRange({ minNumbers, maxNumbers }: BetType): string {
  return minNumbers === maxNumbers ? `${minNumbers}` : `${minNumbers} à ${maxNumbers}`;
}

function doubleChanceCell(option: BetOption | undefined): string {
  if (!option) return 'non proposé';
  return `${formatMultiplier(option.multiplier)} / ${formatMultiplier(option.macMultiplier ?? 0)}`;
}

function TypeRows({ type }: { type: BetType }) {
  const rows = optionRows(type);
  return rows.map((row, index) => (
    <Table.Tr key={row.id}>
      {index === 0 && (
        <>
          <Table.Th scope="rowgroup" rowSpan={rows.length}>
            {type.name}
          </Table.Th>
          <Table.Td rowSpan={rows.length}>{numbersRange(type)}</Table.Td>
        </>
      )}
      <Table.Td>{row.name}</Table.Td>
      <Table.Td>{row.normal ? formatMultiplier(row.normal.multiplier) : 'non proposé'}</Table.Td>
      <Table.Td>{doubleChanceCell(row.doubleChance)}</Table.Td>
    </Table.Tr>
  ));
}

/** One type as a phone shows it: its name and numbers, then each option's multipliers on a line of its own. */
function TypeCard({ type }: { type: BetType }) {
  return (
    <Box component="li" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Text fw={700}>
        {type.name} · {numbersRange(type)} numéro{type.maxNumbers > 1 ? 's' : ''}
      </Text>
      {optionRows(type).map((row) => (
        <Text key={row.id} size="sm">
          {row.name} : normal {row.normal ? formatMultiplier(row.normal.multiplier) : 'non proposé'}, double chance {doubleChanceCell(row.doubleChance)}
        </Text>
      ))}
    </Box>
  );
}

/**
 * Bet types, their number ranges and multipliers, from BET_TYPES and optionsFor (the bet builder's
 * source): a table from 576 px, a list of types below, where five columns would scroll off the screen.
 */
export function BetTypesTable() {
  return (
    <>
      <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} hiddenFrom="sm" aria-label="Types de paris et multiplicateurs">
        {BET_TYPES.map((type) => (
          <TypeCard key={type.id} type={type} />
        ))}
      </Box>
      <Box visibleFrom="sm">
        <BetTypesGrid />
      </Box>
    </>
  );
}

function BetTypesGrid() {
  return (
    <ScrollRegion label="Types de paris et multiplicateurs" minWidth={480}>
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Numéros</Table.Th>
            <Table.Th scope="col">Option</Table.Th>
            <Table.Th scope="col">Normal</Table.Th>
            <Table.Th scope="col">Double chance (gain / MAC)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {BET_TYPES.map((type) => (
            <TypeRows key={type.id} type={type} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
