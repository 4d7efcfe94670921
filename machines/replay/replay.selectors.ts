import type { SnapshotFrom } from 'xstate';
import { replayDrawLabel, replayNotice } from '../../src/game/replay';
import { findTarget, previewPlan, type replayMachine } from './replay.machine';

export type ReplaySnapshot = SnapshotFrom<typeof replayMachine>;

export type ReplayStep = 'choosing' | 'added' | 'nothing' | 'excluded' | 'cancelled';

export const selectStep = (s: ReplaySnapshot): ReplayStep =>
  s.matches('added') ? 'added' : s.matches('nothing') ? 'nothing' : s.matches('excluded') ? 'excluded' : s.matches('cancelled') ? 'cancelled' : 'choosing';
export const selectIsOpen = (s: ReplaySnapshot) => s.hasTag('open');
export const selectCode = (s: ReplaySnapshot) => s.context.code;
/** the select's options: each open draw of the ticket's country, by its instant */
export const selectDrawOptions = (s: ReplaySnapshot) => s.context.draws.map((draw) => ({ value: draw.drawAt, label: replayDrawLabel(draw) }));
export const selectTarget = (s: ReplaySnapshot) => (s.matches('choosing') ? s.context.target : null);
/** what 'Ajouter au panier' would add to the chosen draw, and what it leaves out */
export const selectPreview = (s: ReplaySnapshot) => (s.matches('choosing') ? previewPlan(s.context) : null);
export const selectCanConfirm = (s: ReplaySnapshot) => s.matches('choosing') && s.can({ type: 'replay.confirm', ids: [] });
export const selectRefused = (s: ReplaySnapshot) => (s.matches('added') ? s.context.refused : (selectPreview(s)?.refused ?? []));
export const selectNotice = (s: ReplaySnapshot) => (s.matches('added') && s.context.addedTo ? replayNotice(s.context.added.length, s.context.addedTo) : null);
export const selectAddedItems = (s: ReplaySnapshot) => (s.matches('added') ? s.context.added : []);
export const selectNothing = (s: ReplaySnapshot) => (s.matches('nothing') ? s.context.nothing : null);
export const selectExclusion = (s: ReplaySnapshot) => (s.matches('excluded') ? s.context.exclusion : null);
export const selectTargetDraw = (s: ReplaySnapshot) => findTarget(s.context);

/** What the replay dialog shows: replays compare this (and the state value), not the whole context. */
export const replayProjection = (s: ReplaySnapshot) => ({
  step: selectStep(s),
  code: selectCode(s),
  target: selectTarget(s),
  draws: s.context.draws.length,
  preview: selectPreview(s)?.items.length ?? null,
  canConfirm: selectCanConfirm(s),
  refused: selectRefused(s).map((bet) => bet.reason),
  notice: selectNotice(s),
  added: selectAddedItems(s).map((item) => item.id),
  nothing: selectNothing(s),
  exclusion: selectExclusion(s),
});
