import { Paper, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { memo, useDeferredValue } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import {
  type Preview,
  samePreview,
  sameTotals,
  selectIsDoubleChance,
  selectMaxPayout,
  selectPayoutGap,
  selectPreview,
  selectTotals,
} from '../../../machines/bet-builder/bet-builder.selectors';
import type { Price } from '../../game/payouts';
import { formatAmount } from '../../game/format';
import { type PayoutGap, payoutGapNote } from '../../game/payout-gap';
import classes from './combinations-preview.module.css';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

/** Up to 50 combinations, their count, the total stake and the potential wins. */
export function CombinationsPreview({ actor }: { actor: Actor }) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="preview-title">
      <Text fw={700} id="preview-title" mb="xs">
        Aperçu des combinaisons
      </Text>
      <PreviewList actor={actor} />
      <Totals actor={actor} />
    </Paper>
  );
}

// Plain elements: this list re-renders on every ball click, up to 50 items (grid latency budget).
const Combination = memo(function Combination({ label }: { label: string }) {
  return <li className={classes.item}>{label}</li>;
});

/**
 * The preview and totals follow the grid a frame later (deferred): the tapped ball answers first,
 * which is what the player watches.
 */
function PreviewList({ actor }: { actor: Actor }) {
  const preview = useDeferredValue(useSelector(actor, selectPreview, samePreview));
  return <PreviewItems preview={preview} />;
}

const PreviewItems = memo(function PreviewItems({ preview }: { preview: Preview }) {
  if (preview.count === 0) {
    return (
      <Text c="gray.7" size="sm">
        Aucune combinaison pour l’instant.
      </Text>
    );
  }
  return (
    <>
      <ul className={classes.list} aria-label="Combinaisons">
        {preview.shown.map((combination) => {
          const key = combination.join('-');
          return <Combination key={key} label={combination.join(' – ')} />;
        })}
      </ul>
      {preview.remaining > 0 && (
        <Text size="sm" mt={6}>
          +{preview.remaining} autres combinaisons...
        </Text>
      )}
    </>
  );
});

function Totals({ actor }: { actor: Actor }) {
  const totals = useDeferredValue(useSelector(actor, selectTotals, sameTotals));
  const doubleChance = useSelector(actor, selectIsDoubleChance);
  const most = useDeferredValue(useSelector(actor, selectMaxPayout));
  const gap = useDeferredValue(useSelector(actor, selectPayoutGap));
  return <Figures totals={totals} doubleChance={doubleChance} maxPayout={most} gap={gap} />;
}

interface FiguresProps {
  totals: Price & { count: number };
  doubleChance: boolean;
  maxPayout: number;
  /** why 'Gain potentiel' says more than 'Gain maximal possible': one line under them */
  gap: PayoutGap | null;
}

const Figures = memo(function Figures({ totals, doubleChance, maxPayout, gap }: FiguresProps) {
  return (
    <>
      <dl className={classes.figures}>
        <dt>Combinaisons</dt>
        <dd>{totals.count}</dd>
        <dt>Mise totale</dt>
        <dd>{formatAmount(totals.totalStake)}</dd>
        <dt>Gain potentiel</dt>
        <dd>{formatAmount(totals.potentialWin)}</dd>
        {doubleChance && (
          <>
            <dt>Gain MAC</dt>
            <dd>{formatAmount(totals.potentialMacWin ?? 0)}</dd>
          </>
        )}
        <dt>Gain maximal possible</dt>
        <dd>{formatAmount(maxPayout)}</dd>
      </dl>
      {gap && (
        <Text size="xs" c="gray.7" mt={4}>
          {payoutGapNote(gap, 1)}
        </Text>
      )}
    </>
  );
});
