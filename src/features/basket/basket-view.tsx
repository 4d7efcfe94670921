import { Button, Checkbox, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PlacedTicketReceipt, PlacementFailure } from '../../../machines/basket/basket.machine';
import type { BasketLine, BasketMaxPayout, BasketTotals, BasketUndo, SelectAllState } from '../../../machines/basket/basket.selectors';
import { PlayStatusBanner } from '../../components/play-status-banner';
import type { PlayNotice } from '../../game/responsible-gaming-notices';
import { BasketItemCard } from './basket-item-card';
import { FailureAlert, PlacedAlert } from './basket-outcome';
import { BasketSummary } from './basket-summary';
import { BASKET_TITLE_ID, BasketUndoBar } from './basket-undo-bar';

export interface BasketViewProps {
  lines: readonly BasketLine[];
  totals: BasketTotals;
  /** 'Gain maximal possible' of the selection, and why 'Gain potentiel' says more */
  maxPayout: BasketMaxPayout;
  selectAll: SelectAllState;
  hasOpenItems: boolean;
  canValidate: boolean;
  validating: boolean;
  success: boolean;
  /** item controls are locked while a validation runs, or while its outcome is unknown */
  locked: boolean;
  /** the ticket just bought, with 'Succès!' */
  ticket: PlacedTicketReceipt | null;
  failure: PlacementFailure | null;
  canRetry: boolean;
  /** the play balance, null while unknown */
  balance: number | null;
  /** the selection is more than one ticket holds (100 items, 2 520 lines): why, and its size */
  overBound: { reason: string; size: string } | null;
  /** where 'Continuer à parier' leads: the betting page of the last item added whose draw is still on sale, or /player */
  continueTo: string;
  onToggle: (id: string) => void;
  onSelectAll: () => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  onValidate: () => void;
  onRetry: () => void;
  /** an exclusion or a limit, said before 'Valider' (issue 38); a blocking one disables it */
  playNotice?: PlayNotice | null;
  /** 'Annuler' after the bin or 'Vider' (issue 38): what it puts back, while offered */
  undo?: BasketUndo | null;
  onUndo?: () => void;
}

const PLAY_NOTICE_ID = 'basket-play-notice';

function EmptyBasket({ continueTo }: { continueTo: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="xs">
        <Text fw={700} size="lg">
          Votre panier est vide
        </Text>
        <Text c="gray.7">Ajoutez des paris pour commencer</Text>
        <Button component={Link} to={continueTo} mt="sm">
          Continuer à parier
        </Button>
      </Stack>
    </Paper>
  );
}

export function BasketView(props: BasketViewProps) {
  const { lines, totals, selectAll, hasOpenItems, locked } = props;
  return (
    <Stack>
      <Title order={1} id={BASKET_TITLE_ID} tabIndex={-1}>
        Récapitulatif de votre panier
      </Title>
      {props.playNotice && lines.length > 0 && <PlayStatusBanner notice={props.playNotice} id={PLAY_NOTICE_ID} />}
      {props.success && <PlacedAlert ticket={props.ticket} />}
      {props.failure && <FailureAlert failure={props.failure} lines={lines} canRetry={props.canRetry} onRetry={props.onRetry} />}
      {lines.length === 0 ? (
        <EmptyBasket continueTo={props.continueTo} />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <Group justify="space-between">
                <Checkbox
                  label="Tout sélectionner"
                  checked={selectAll === 'all'}
                  indeterminate={selectAll === 'some'}
                  disabled={!hasOpenItems || locked}
                  onChange={props.onSelectAll}
                />
                <Button variant="subtle" color="red" c={locked ? undefined : 'red.9'} disabled={locked} onClick={props.onClear}>
                  Vider
                </Button>
              </Group>
              {lines.map((line) => (
                <BasketItemCard
                  key={line.item.id}
                  {...line}
                  refused={props.failure?.itemId === line.item.id ? props.failure.message : null}
                  locked={locked}
                  onToggle={props.onToggle}
                  onRemove={props.onRemove}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BasketSummary
              totals={totals}
              maxPayout={props.maxPayout}
              itemCount={lines.length}
              canValidate={props.canValidate && !props.playNotice?.blocking}
              validating={props.validating}
              balance={props.balance}
              overBound={props.overBound}
              continueTo={props.continueTo}
              onValidate={props.onValidate}
            />
          </Grid.Col>
        </Grid>
      )}
      <BasketUndoBar undo={props.undo ?? null} onUndo={props.onUndo ?? (() => undefined)} />
    </Stack>
  );
}
