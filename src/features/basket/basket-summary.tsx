import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from '../../game/format';
import { payoutGapNote } from '../../game/payout-gap';
import type { BasketMaxPayout, BasketTotals } from '../../../machines/basket/basket.selectors';

export interface BasketSummaryProps {
  totals: BasketTotals;
  /** 'Gain maximal possible': what the selection can really pay, beside SPEC's 'Gain potentiel' */
  maxPayout: BasketMaxPayout;
  itemCount: number;
  canValidate: boolean;
  validating: boolean;
  /** the play balance, null while unknown */
  balance: number | null;
  /** the selection is more than one ticket holds: why, and its size ('Valider' is refused) */
  overBound: { reason: string; size: string } | null;
  /** where 'Continuer à parier' leads: the draw the player was betting on, or /player */
  continueTo: string;
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

const SHORTFALL_ID = 'basket-shortfall';
const OVER_BOUND_ID = 'basket-over-bound';

/** The totals of the selected items, the play balance that pays them, and the two ways out: validate, or keep betting. */
export function BasketSummary({ totals, maxPayout, itemCount, canValidate, validating, balance, overBound, continueTo, onValidate }: BasketSummaryProps) {
  // the balance read with the profile may be old (a recharge since): the server decides, so 'Valider' stays enabled
  const missing = balance === null || validating ? 0 : totals.totalStake - balance;
  const describedBy = [overBound ? OVER_BOUND_ID : null, missing > 0 ? SHORTFALL_ID : null].filter(Boolean).join(' ') || undefined;
  return (
    <Card component="section" aria-label="Total de la sélection" withBorder padding="md">
      <Stack gap="xs">
        <Row label="Paris sélectionnés" value={`${totals.selectedCount} sur ${itemCount}`} />
        <Row label="Mise totale" value={formatAmount(totals.totalStake)} />
        <Row label="Gain potentiel" value={formatAmount(totals.potentialWin)} />
        {totals.potentialMacWin !== null && <Row label="Gain MAC potentiel" value={formatAmount(totals.potentialMacWin)} />}
        <Row label="Gain maximal possible" value={`${maxPayout.exact ? '' : 'au plus '}${formatAmount(maxPayout.amount)}`} />
        {maxPayout.gap && (
          <Text size="xs" c="gray.7">
            {payoutGapNote(maxPayout.gap, totals.selectedCount)}
          </Text>
        )}
        {balance !== null && <Row label="Solde de jeu" value={formatAmount(balance)} />}
        <Stack mt="sm" gap="xs">
          <Button
            fullWidth
            onClick={onValidate}
            disabled={!canValidate && !validating}
            loading={validating}
            aria-describedby={describedBy}
          >
            Valider
          </Button>
          {overBound && (
            <Text id={OVER_BOUND_ID} size="sm" c="red.9" ta="center">
              <strong>{overBound.reason}</strong> {overBound.size} Désélectionnez des paris pour les valider en plusieurs tickets.
            </Text>
          )}
          {missing > 0 && (
            <Text id={SHORTFALL_ID} size="sm" c="red.9" ta="center">
              Solde insuffisant : il vous manque {formatAmount(missing)}.{' '}
              <Anchor component={Link} to="/recharge" c="red.9" fw={700} underline="always" inherit>
                Recharger
              </Anchor>
            </Text>
          )}
          <Button fullWidth component={Link} to={continueTo} variant="default">
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
