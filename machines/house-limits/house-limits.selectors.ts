import type { SnapshotFrom } from 'xstate';
import type { houseLimitsMachine } from './house-limits.machine';

type Snapshot = SnapshotFrom<typeof houseLimitsMachine>;

export const selectLimits = (s: Snapshot) => s.context.limits;
export const selectLimitsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectLimitsFailed = (s: Snapshot) => s.hasTag('failed');

/** What the rules page shows of the limits (QA replays compare it). */
export const houseLimitsProjection = (s: Snapshot) => ({ state: s.value, limits: s.context.limits });
