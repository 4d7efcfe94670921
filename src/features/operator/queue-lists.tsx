import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DrawNumbers } from '../../components/draw-balls';
import { findCountry } from '../../game/countries';
import {
  OWN_DRAFT_NOTE,
  type OnSaleDraw,
  type OperatorDraft,
  type OperatorDraw,
  type OperatorSettlement,
  type SalesFilter,
  betsSummary,
  settlementPercent,
  settlementProgress,
} from '../../game/operator';
import { drawTitle } from '../../game/results';
import { SalesFilterFields } from './sales-filter';
import { Section } from './section';

function DrawCard({ draw, children }: { draw: Pick<OnSaleDraw, 'country' | 'day' | 'time' | 'drawAt'>; children: ReactNode }) {
  const title = drawTitle(draw);
  return (
    <Card component="article" withBorder padding="sm" aria-label={title}>
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Draws whose bets are being settled or refunded by the background job (issue 36), each with its progress
 * ('Règlement en cours : 12 345 / 100 000 paris'); the console reads it again every 2 s while one runs.
 * Nothing when none runs.
 */
export function SettlementList({ settlements }: { settlements: readonly OperatorSettlement[] }) {
  if (settlements.length === 0) return null;
  return (
    <Section id="operateur-reglements" title="Règlements en cours" count={settlements.length}>
      {settlements.map((settlement) => {
        const progress = settlementProgress(settlement);
        return (
          <DrawCard key={`${settlement.kind}/${settlement.drawId}`} draw={settlement}>
            <Progress value={settlementPercent(settlement)} aria-label={progress} />
            <Text size="sm" c="gray.7">
              {progress}
            </Text>
          </DrawCard>
        );
      })}
    </Section>
  );
}

export interface AwaitingListProps {
  draws: readonly OperatorDraw[];
  /** the result form, under the draw it is for */
  form: { drawId: string; node: ReactNode } | null;
  busy: boolean;
  onRecord: (drawId: string) => void;
  onCancel: (drawId: string) => void;
}

/** Draws whose sales are over and that have no result yet. */
export function AwaitingList({ draws, form, busy, onRecord, onCancel }: AwaitingListProps) {
  return (
    <Section id="operateur-attente" title="Tirages en attente de résultat" count={draws.length}>
      {draws.length === 0 && <Text c="gray.7">Aucun tirage n'attend de résultat.</Text>}
      {draws.map((draw) => (
        <DrawCard key={draw.id} draw={draw}>
          <Text size="sm" c="gray.7">
            {betsSummary(draw)}
          </Text>
          {form?.drawId === draw.id ? (
            form.node
          ) : (
            <Group gap="xs">
              <Button size="xs" onClick={() => onRecord(draw.id)} disabled={busy}>
                Saisir le résultat
              </Button>
              <Button size="xs" variant="outline" color="red.9" onClick={() => onCancel(draw.id)} disabled={busy}>
                Annuler le tirage
              </Button>
            </Group>
          )}
        </DrawCard>
      ))}
    </Section>
  );
}

export interface DraftListProps {
  drafts: readonly OperatorDraft[];
  form: { drawId: string; node: ReactNode } | null;
  busy: boolean;
  onConfirm: (drawId: string) => void;
  onCorrect: (drawId: string) => void;
  onCancel: (drawId: string) => void;
}

/** When the draft was typed, in the draw's country (the zone its hours are written in). */
function recordedAt(draft: OperatorDraft): string {
  const { timeZone } = findCountry(draft.country)!;
  return new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(draft.recordedAt);
}

/** Results recorded by one operator, waiting for another's confirmation; the recorder is told they cannot confirm their own. */
export function DraftList({ drafts, form, busy, onConfirm, onCorrect, onCancel }: DraftListProps) {
  return (
    <Section id="operateur-confirmation" title="Résultats à confirmer" count={drafts.length}>
      {drafts.length === 0 && <Text c="gray.7">Aucun résultat n'attend de confirmation.</Text>}
      {drafts.map((draft) => {
        const noteId = `brouillon-${draft.id}`;
        return (
          <DrawCard key={draft.id} draw={draft}>
            <DrawNumbers winning={draft.winningNumbers} machine={draft.machineNumbers} size="sm" />
            <Text size="sm" c="gray.7">
              Saisi par {draft.mine ? 'vous' : (draft.recordedByEmail ?? 'un autre opérateur')} à {recordedAt(draft)} · {betsSummary(draft)}
            </Text>
            {draft.mine && (
              <Text size="sm" fw={600} id={noteId}>
                {OWN_DRAFT_NOTE}
              </Text>
            )}
            {form?.drawId === draft.id ? (
              form.node
            ) : (
              <Group gap="xs">
                <Button size="xs" onClick={() => onConfirm(draft.id)} disabled={busy || draft.mine} aria-describedby={draft.mine ? noteId : undefined}>
                  Confirmer
                </Button>
                <Button size="xs" variant="default" onClick={() => onCorrect(draft.id)} disabled={busy}>
                  Corriger
                </Button>
                <Button size="xs" variant="outline" color="red.9" onClick={() => onCancel(draft.id)} disabled={busy}>
                  Annuler le tirage
                </Button>
              </Group>
            )}
          </DrawCard>
        );
      })}
    </Section>
  );
}

export interface SalesListProps {
  filter: SalesFilter;
  dates: readonly string[];
  shown: { date: string | null; draws: readonly OnSaleDraw[] };
  busy: boolean;
  onFilter: (filter: SalesFilter) => void;
  onClose: (drawId: string) => void;
  onCancel: (drawId: string) => void;
}

/** Draws still on sale, one country or all and one date at a time: close early or cancel. */
export function SalesList({ filter, dates, shown, busy, onFilter, onClose, onCancel }: SalesListProps) {
  return (
    <Section id="operateur-ventes" title="Tirages en vente" count={shown.draws.length}>
      <SalesFilterFields filter={filter} dates={dates} date={shown.date} onFilter={onFilter} />
      {shown.draws.length === 0 && <Text c="gray.7">Aucun tirage en vente pour ce choix.</Text>}
      {shown.draws.map((draw) => (
        <DrawCard key={draw.id} draw={draw}>
          <Group gap="xs">
            <Button size="xs" variant="outline" onClick={() => onClose(draw.id)} disabled={busy}>
              Clore les ventes
            </Button>
            <Button size="xs" variant="outline" color="red.9" onClick={() => onCancel(draw.id)} disabled={busy}>
              Annuler le tirage
            </Button>
          </Group>
        </DrawCard>
      ))}
    </Section>
  );
}
