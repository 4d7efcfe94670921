import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from '../../game/format';
import type { BasketTotals } from '../../../machines/basket/basket.selectors';

export interface BasketSummaryProps {
  totals: BasketTotals;
  itemCount: number;
  canValidate: boolean;
  validating: boolean;
  onValidate: () => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text c="gray.7">{label}</Text>
      <Text fw={700}>{value}</Text>
    </Group>
  );
}

/** The totals of the selected items and the two ways out: validate, or keep betting. */
export function BasketSummary({ totals, itemCount, canValidate, validating, onValidate }: BasketSummaryProps) {
  return (
    <Card component="section" aria-label="Total de la sélection" withBorder padding="md">
      <Stack gap="xs">
        <Row label="Paris sélectionnés" value={`${totals.selectedCount} sur ${itemCount}`} />
        <Row label="Mise totale" value={formatAmount(totals.totalStake)} />
        <Row label="Gain potentiel" value={formatAmount(totals.potentialWin)} />
        {totals.potentialMacWin !== null && <Row label="Gain MAC potentiel" value={formatAmount(totals.potentialMacWin)} />}
        <Stack mt="sm" gap="xs">
          <Button fullWidth onClick={onValidate} disabled={!canValidate && !validating} loading={validating}>
            Valider
          </Button>
          <Button fullWidth component={Link} to="/player" variant="default">
            Continuer à parier
          </Button>
        </Stack>
        {validating && (
          <Text role="status" size="sm" c="gray.7" ta="center">
            Validation de vos paris en cours…
          </Text>
        )}
      </Stack>
    </Card>
  );
}
