import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BallState } from '../game/selection';
import { NumberGrid } from './number-grid';

function Grid() {
  const [states, setStates] = useState<BallState[]>(() => Array.from({ length: 90 }, () => 'idle'));
  const toggle = (n: number) => setStates((all) => all.map((state, i) => (i + 1 === n ? (state === 'idle' ? 'selected' : 'idle') : state)));
  return (
    <>
      <button type="button">avant</button>
      <NumberGrid states={states} onToggle={toggle} label="Grille des numéros de 1 à 90" />
      <button type="button">après</button>
    </>
  );
}

const ball = (n: number) => screen.getByLabelText(`Numéro ${n}`, { selector: 'button' });

describe('the 90-ball grid: one Tab stop, arrow keys inside (issue 38)', () => {
  it('Tab enters on ball 1 and leaves at once; the arrows, Home and End move, Space toggles', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    const tabbable = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabbable.map((button) => button.textContent)).toEqual(['avant', '1', 'après']);

    screen.getByRole('button', { name: 'avant' }).focus();
    await user.tab();
    expect(ball(1)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(ball(22)).toHaveFocus();
    await user.keyboard(' ');
    expect(ball(22)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(ball(90)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(ball(90)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(ball(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(ball(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'après' })).toHaveFocus();
    // back in: on the ball last moved to
    await user.tab({ shift: true });
    expect(ball(3)).toHaveFocus();
  });

  it('a ball clicked becomes the Tab stop', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    await user.click(ball(45));
    expect(ball(45)).toHaveAttribute('tabindex', '0');
    expect(ball(1)).toHaveAttribute('tabindex', '-1');
    fireEvent.focus(ball(60));
    expect(ball(60)).toHaveAttribute('tabindex', '0');
  });
});
