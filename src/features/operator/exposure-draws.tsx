import { Box, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatAmount } from '../../game/format';
import type { ExposureFilter, OpenDrawExposure } from '../../game/liability';
import { drawTitle } from '../../game/results';
import { LimitShare } from './exposure-share';
import { SalesFilterFields } from './sales-filter';
import { Section } from './section';

const GROUPING = new Intl.NumberFormat('fr-FR');
/** a count as French groups it, the space a narrow no-break space as in amounts */
export const formatCount = (count: number) => GROUPING.format(count).replace(/\s/g, '\u202f');

/** A table wider than the screen scrolls sideways; the region is focusable so keyboards can scroll it too. */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

export interface DrawsTableProps {
  /** every open draw (to tell 'none at all' from 'none for this choice') */
  total: number;
  filter: ExposureFilter;
  dates: readonly string[];
  shown: { date: string | null; draws: readonly OpenDrawExposure[] };
  selectedDrawId: string | null;
  onFilter: (filter: ExposureFilter) => void;
  onSelect: (drawId: string) => void;
}

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The open draws of one date (one country or all): sales so far (stakes, tickets, players) and each draw's most
 * exposed line against its limit, flagged near or at it; 'Lignes et limites' opens a draw's top lines and forms.
 */
export function DrawsTable({ total, filter, dates, shown, selectedDrawId, onFilter, onSelect }: DrawsTableProps) {
  // the draw's lines closed ('Fermer'): the keyboard goes back to the button that opened them
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const previous = useRef(selectedDrawId);
  useEffect(() => {
    if (previous.current !== null && selectedDrawId === null) buttons.current.get(previous.current)?.focus();
    previous.current = selectedDrawId;
  }, [selectedDrawId]);
  return (
    <Section id="exposition-tirages" title="Tirages en vente" count={shown.draws.length}>
      <SalesFilterFields filter={filter} dates={dates} date={shown.date} onFilter={onFilter} />
      {shown.draws.length === 0 ? (
        <Text c="gray.7">{total === 0 ? 'Aucun tirage en vente.' : 'Aucun tirage en vente pour ce choix.'}</Text>
      ) : (
        <ScrollTable label="Exposition des tirages en vente" minWidth={960}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tirage</Table.Th>
                <Table.Th scope="col" style={numeric}>
                  Mises
                </Table.Th>
                <Table.Th scope="col" style={numeric}>
                  Tickets
                </Table.Th>
                <Table.Th scope="col" style={numeric}>
                  Joueurs
                </Table.Th>
                <Table.Th scope="col">Ligne la plus exposée</Table.Th>
                <Table.Th scope="col" style={numeric}>
                  Pire paiement
                </Table.Th>
                <Table.Th scope="col" style={numeric}>
                  Limite
                </Table.Th>
                <Table.Th scope="col">Part de la limite</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Détails</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.draws.map((draw) => (
                <DrawRow
                  key={draw.drawId}
                  draw={draw}
                  selected={draw.drawId === selectedDrawId}
                  onSelect={onSelect}
                  buttonRef={(button) => {
                    if (button) buttons.current.set(draw.drawId, button);
                    else buttons.current.delete(draw.drawId);
                  }}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Section>
  );
}

function DrawRow({
  draw,
  selected,
  onSelect,
  buttonRef,
}: {
  draw: OpenDrawExposure;
  selected: boolean;
  onSelect: (drawId: string) => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const title = drawTitle(draw);
  const top = draw.topLine;
  return (
    <Table.Tr aria-current={selected ? 'true' : undefined} bg={selected ? 'forest.0' : undefined}>
      <Table.Th scope="row" fw={600}>
        {title}
        {draw.unavailableLines > 0 && (
          <Text size="xs" c="red.8" fw={600}>
            {draw.unavailableLines === 1 ? '1 ligne fermée à la vente' : `${formatCount(draw.unavailableLines)} lignes fermées à la vente`}
          </Text>
        )}
      </Table.Th>
      <Table.Td style={numeric}>{formatAmount(draw.stakes)}</Table.Td>
      <Table.Td style={numeric}>{formatCount(draw.tickets)}</Table.Td>
      <Table.Td style={numeric}>{formatCount(draw.players)}</Table.Td>
      <Table.Td>{top ? top.line : <Text span c="gray.7">Aucune vente</Text>}</Table.Td>
      <Table.Td style={numeric}>{top ? formatAmount(top.worstPayout) : '—'}</Table.Td>
      <Table.Td style={numeric}>
        {formatAmount(top?.maxPayout ?? draw.maxPayout)}
        <Text size="xs" c="gray.7">
          {top && top.maxPayout !== draw.maxPayout ? 'de la ligne' : draw.limitSource === 'draw' ? 'du tirage' : 'du pays'}
        </Text>
      </Table.Td>
      <Table.Td>{top ? <LimitShare line={top.line} worstPayout={top.worstPayout} maxPayout={top.maxPayout} /> : '—'}</Table.Td>
      <Table.Td>
        <Button ref={buttonRef} size="xs" variant={selected ? 'filled' : 'light'} aria-label={`Lignes et limites : ${title}`} onClick={() => onSelect(draw.drawId)}>
          Lignes et limites
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
