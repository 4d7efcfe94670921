import { Paper, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Suspense, lazy, memo, useDeferredValue } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { type Preview, samePreview, sameTotals, selectIsDoubleChance, selectPreview, selectTotals } from '../../../machines/bet-builder/bet-builder.selectors';
import { loadAfterFirstRouteShown } from '../../components/first-route-shown';
import { importUntilLoaded } from '../../components/import-until-loaded';
import type { Price } from '../../game/payouts';
import { formatAmount } from '../../game/format';
import classes from './combinations-preview.module.css';

type Actor = ActorRefFrom<typeof betBuilderMachine>;

// The maximum payout searches the settlement rules (src/game/max-payout): its code comes once the page is on
// screen (perf-budget.json), while nothing is selected and the figure is 0 anyway; a failed download is asked again.
// One load for both parts (it never rejects: importUntilLoaded asks again until it comes).
let figuresModule: Promise<typeof import('./max-payout-figures')> | undefined;
const maxPayoutFigures = () => (figuresModule ??= loadAfterFirstRouteShown(() => importUntilLoaded(() => import('./max-payout-figures'))));
const MaxPayoutAmount = lazy(() => maxPayoutFigures().then((m) => ({ default: m.MaxPayoutAmount })));
const PayoutGapLine = lazy(() => maxPayoutFigures().then((m) => ({ default: m.PayoutGapLine })));

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
  return (
    <>
      <Figures totals={totals} doubleChance={doubleChance} actor={actor} />
      <Suspense fallback={null}>
        <PayoutGapLine actor={actor} />
      </Suspense>
    </>
  );
}

const Figures = memo(function Figures({ totals, doubleChance, actor }: { totals: Price & { count: number }; doubleChance: boolean; actor: Actor }) {
  return (
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
      <dd>
        <Suspense fallback={totals.count === 0 ? formatAmount(0) : '…'}>
          <MaxPayoutAmount actor={actor} />
        </Suspense>
      </dd>
    </dl>
  );
});
