import { Group, Paper, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { samePreview, sameTotals, selectIsDoubleChance, selectPreview, selectTotals } from '../../../machines/bet-builder/bet-builder.selectors';
import { formatAmount } from '../../game/format';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

/** Up to 50 combinations, their count, the total stake and the potential wins. */
export function CombinationsPreview({ actor }: { actor: Actor }) {
  const preview = useSelector(actor, selectPreview, samePreview);
  const totals = useSelector(actor, selectTotals, sameTotals);
  const doubleChance = useSelector(actor, selectIsDoubleChance);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="preview-title">
      <Text fw={700} id="preview-title" mb="xs">
        Aperçu des combinaisons
      </Text>
      {preview.count === 0 ? (
        <Text c="dimmed" size="sm">
          Aucune combinaison pour l’instant.
        </Text>
      ) : (
        <Group gap={6} component="ul" aria-label="Combinaisons" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {preview.shown.map((combination) => (
            <Text key={combination.join('-')} component="li" size="sm" px={6} py={2} bg="gray.1" style={{ borderRadius: 4 }}>
              {combination.join(' – ')}
            </Text>
          ))}
        </Group>
      )}
      {preview.remaining > 0 && (
        <Text size="sm" mt={6}>
          +{preview.remaining} autres combinaisons...
        </Text>
      )}
      <Stack gap={2} mt="sm" component="dl" style={{ margin: 0 }}>
        <Figure label="Combinaisons" value={String(totals.count)} />
        <Figure label="Mise totale" value={formatAmount(totals.totalStake)} />
        <Figure label="Gain potentiel" value={formatAmount(totals.potentialWin)} />
        {doubleChance && <Figure label="Gain MAC" value={formatAmount(totals.potentialMacWin ?? 0)} />}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text component="dt" size="sm">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={700} m={0}>
        {value}
      </Text>
    </Group>
  );
}
