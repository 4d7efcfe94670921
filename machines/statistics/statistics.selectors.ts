import type { SnapshotFrom } from 'xstate';
import type { DrawStatistics } from '../../src/game/statistics';
import type { statisticsMachine } from './statistics.machine';

export type StatisticsSnapshot = SnapshotFrom<typeof statisticsMachine>;

export const selectIsLoading = (s: StatisticsSnapshot) => s.hasTag('loading');
export const selectError = (s: StatisticsSnapshot) => (s.hasTag('failed') ? s.context.error : null);
export const selectChoice = (s: StatisticsSnapshot) => s.context.choice;
/** the statistics on screen (of the choice asked before while another loads), null before the first answer */
export const selectStatistics = (s: StatisticsSnapshot): DrawStatistics | null => s.context.shown;
/** No draw of the choice has a result yet (once read). */
export const selectIsEmpty = (s: StatisticsSnapshot) => s.matches('loaded') && s.context.shown?.drawCount === 0;
