import { Card, Stack, Text } from '@mantine/core';
import {
  DISCREPANCY_LIMIT,
  DISCREPANCY_LIMIT_NOTE,
  type PaymentDiscrepancy,
  discrepancyKindLabel,
  ourStatusLabel,
  paymentSummary,
  providerAmountLabel,
  referenceLabel,
  seenSummary,
} from '../../game/operator-payments';
import { Section } from './section';

function DiscrepancyCard({ discrepancy }: { discrepancy: PaymentDiscrepancy }) {
  const label = discrepancyKindLabel(discrepancy.kind);
  const { payment } = discrepancy;
  return (
    <Card component="article" withBorder padding="sm" aria-label={label}>
      <Stack gap={4}>
        <Text fw={700}>{label}</Text>
        {payment && <Text size="sm">{paymentSummary(payment)}</Text>}
        {discrepancy.providerAmount !== null && <Text size="sm">{providerAmountLabel(discrepancy.providerAmount)}</Text>}
        <Text size="sm" c="gray.7">
          {payment ? `${ourStatusLabel(payment.status)} · ` : ''}
          {referenceLabel(discrepancy.providerReference)}
        </Text>
        <Text size="sm" c="gray.7">
          {seenSummary(discrepancy)}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Payments the provider and we disagree on (issue 37: recorded for operators, never dropped silently), the
 * last reported first: what the disagreement is, our payment (direction, brand, number, amount, status),
 * the provider's reference, how often and when last it was reported. Nothing when there are none.
 */
export function DiscrepancyList({ discrepancies }: { discrepancies: readonly PaymentDiscrepancy[] }) {
  if (discrepancies.length === 0) return null;
  return (
    <Section id="operateur-paiements" title="Paiements à vérifier" count={discrepancies.length}>
      {discrepancies.map((discrepancy) => (
        <DiscrepancyCard key={discrepancy.id} discrepancy={discrepancy} />
      ))}
      {discrepancies.length >= DISCREPANCY_LIMIT && (
        <Text size="sm" c="gray.7">
          {DISCREPANCY_LIMIT_NOTE}
        </Text>
      )}
    </Section>
  );
}
