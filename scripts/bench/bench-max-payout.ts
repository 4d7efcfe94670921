/**
 * How long 'Gain maximal possible' (maxPayout) takes on the largest selection of each type, in both
 * modes (median of many runs; the builder calls it on every change). Run with `npm run bench:max-payout`.
 */
import { pathToFileURL } from 'node:url';
import { maxPayout } from '../../src/game/max-payout';
import { GAME_MODES } from '../../src/game/options';
import { type BenchCase, CASES as LARGEST_SELECTIONS, formatTable, measure } from './bench-combinations';

export const CASES: readonly BenchCase[] = GAME_MODES.flatMap((mode) =>
  LARGEST_SELECTIONS.map((largest): BenchCase => {
    const built = largest.build();
    // An addition bet plays one couple (the largest selection lists the target's couples).
    const combinations = largest.type === 'addition' ? built.slice(0, 1) : built;
    const bet = { betType: largest.type, betOption: 'direct' as const, gameMode: mode.id, combinations, baseStake: 100 };
    return {
      type: largest.type,
      selection: `${largest.type === 'addition' ? '1 couple' : largest.selection}, ${mode.name.toLowerCase()}`,
      build: () => {
        maxPayout(bet);
        return combinations;
      },
    };
  }),
);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = CASES.map((bench) => measure(bench));
  console.log(`Gain maximal possible : maxPayout sur la plus grande sélection de chaque type (Node ${process.version}, médiane par appel)\n`);
  console.log(formatTable(rows));
}
