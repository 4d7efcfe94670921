import { type FocusEvent, type KeyboardEvent, memo, useCallback, useState } from 'react';
import type { BallState } from '../game/selection';
import classes from './number-grid.module.css';

interface BallProps {
  number: number;
  state: BallState;
  /** the grid's one Tab stop (roving tabindex): the ball last moved to */
  current: boolean;
  onToggle: (number: number) => void;
}

/** Memoized: a click re-renders only the balls whose state changed. */
const Ball = memo(function Ball({ number, state, current, onToggle }: BallProps) {
  return (
    <button
      type="button"
      className={classes.ball}
      data-state={state}
      data-number={number}
      aria-pressed={state !== 'idle' && state !== 'unavailable'}
      aria-label={state === 'unavailable' ? `Numéro ${number}, indisponible` : `Numéro ${number}`}
      // still focusable (the grid's arrows cross it), but no longer played: its line reached its limit (issue 40)
      aria-disabled={state === 'unavailable' || undefined}
      tabIndex={current ? 0 : -1}
      onClick={() => state !== 'unavailable' && onToggle(number)}
    >
      {number}
    </button>
  );
});

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 10, ArrowUp: -10 };

export interface NumberGridProps {
  /** one state per ball, index 0 being ball 1 */
  states: readonly BallState[];
  onToggle: (number: number) => void;
  label: string;
}

/**
 * The grid of balls 1–N as real buttons, ONE Tab stop (issue 38, roving tabindex): Tab enters on the ball last
 * moved to (1 at first), the arrow keys move between balls (a row is 10), Home and End go to the first and last,
 * Space or Enter toggles, Tab leaves. A ball clicked becomes the stop.
 */
export function NumberGrid({ states, onToggle, label }: NumberGridProps) {
  const [current, setCurrent] = useState(1);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const from = Number((event.target as HTMLElement).dataset.number);
      if (Number.isNaN(from)) return;
      const next = event.key === 'Home' ? 1 : event.key === 'End' ? states.length : MOVES[event.key] ? from + MOVES[event.key]! : null;
      if (next === null || next < 1 || next > states.length) return;
      event.preventDefault();
      setCurrent(next);
      event.currentTarget.querySelector<HTMLButtonElement>(`[data-number="${next}"]`)?.focus();
    },
    [states.length],
  );
  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const focused = Number((event.target as HTMLElement).dataset.number);
    if (!Number.isNaN(focused)) setCurrent(focused);
  }, []);
  return (
    <div role="group" aria-label={label} className={classes.grid} onKeyDown={onKeyDown} onFocus={onFocus}>
      {states.map((state, i) => (
        <Ball key={i + 1} number={i + 1} state={state} current={current === i + 1} onToggle={onToggle} />
      ))}
    </div>
  );
}
