import { Alert, Button, Checkbox, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BasketLine, BasketTotals, SelectAllState } from '../../../machines/basket/basket.selectors';
import { BasketItemCard } from './basket-item-card';
import { BasketSummary } from './basket-summary';

export interface BasketViewProps {
  lines: readonly BasketLine[];
  totals: BasketTotals;
  selectAll: SelectAllState;
  hasOpenItems: boolean;
  canValidate: boolean;
  validating: boolean;
  success: boolean;
  /** item controls are locked while a validation runs */
  locked: boolean;
  onToggle: (id: string) => void;
  onSelectAll: () => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  onValidate: () => void;
}

function EmptyBasket() {
  return (
    <Paper withBorder p="xl" ta="center">
      <Stack align="center" gap="xs">
        <Text fw={700} size="lg">
          Votre panier est vide
        </Text>
        <Text c="gray.7">Ajoutez des paris pour commencer</Text>
        <Button component={Link} to="/player" mt="sm">
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
      <Title order={1}>Récapitulatif de votre panier</Title>
      {props.success && (
        <Alert color="forest" variant="filled" title="Succès!">
          Vos paris ont été validés avec succès!
        </Alert>
      )}
      {lines.length === 0 ? (
        <EmptyBasket />
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
                <BasketItemCard key={line.item.id} {...line} locked={locked} onToggle={props.onToggle} onRemove={props.onRemove} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <BasketSummary
              totals={totals}
              itemCount={lines.length}
              canValidate={props.canValidate}
              validating={props.validating}
              onValidate={props.onValidate}
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
