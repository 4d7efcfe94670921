import { type KeyboardEvent, memo, useCallback } from 'react';
import type { BallState } from '../game/selection';
import classes from './number-grid.module.css';

interface BallProps {
  number: number;
  state: BallState;
  onToggle: (number: number) => void;
}

/** Memoized: a click re-renders only the balls whose state changed. */
const Ball = memo(function Ball({ number, state, onToggle }: BallProps) {
  return (
    <button
      type="button"
      className={classes.ball}
      data-state={state}
      data-number={number}
      aria-pressed={state !== 'idle'}
      aria-label={`Numéro ${number}`}
      onClick={() => onToggle(number)}
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

/** The grid of balls 1–N as real buttons; arrow keys move between them. */
export function NumberGrid({ states, onToggle, label }: NumberGridProps) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const current = Number((event.target as HTMLElement).dataset.number);
      const step = MOVES[event.key];
      if (!step || Number.isNaN(current)) return;
      const next = current + step;
      if (next < 1 || next > states.length) return;
      event.preventDefault();
      event.currentTarget.querySelector<HTMLButtonElement>(`[data-number="${next}"]`)?.focus();
    },
    [states.length],
  );
  return (
    <div role="group" aria-label={label} className={classes.grid} onKeyDown={onKeyDown}>
      {states.map((state, i) => (
        <Ball key={i + 1} number={i + 1} state={state} onToggle={onToggle} />
      ))}
    </div>
  );
}
