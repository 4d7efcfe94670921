import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetTypeIcon } from '../../src/components/bet-type-icons';
import { BET_TYPES } from '../../src/game/bet-types';

/** The Tabler icon an id draws, read from the class Tabler gives its svg (`tabler-icon-<name>`). */
function iconName(id: (typeof BET_TYPES)[number]['id']): string {
  const { container, unmount } = render(<BetTypeIcon id={id} />);
  const svg = container.querySelector('svg');
  expect(svg).not.toBeNull();
  expect(svg!.getAttribute('aria-hidden')).toBe('true');
  const name = [...svg!.classList].find((c) => c.startsWith('tabler-icon-'));
  unmount();
  return name ?? '';
}

describe('BetTypeIcon', () => {
  it('draws an svg, hidden from assistive technology, for every bet type, and a different icon for each', () => {
    const names = BET_TYPES.map((type) => iconName(type.id));
    expect(names.every((name) => name !== '')).toBe(true);
    expect(new Set(names).size).toBe(BET_TYPES.length);
  });

  it('solo is a target and jackpot coins', () => {
    expect(iconName('solo')).toBe('tabler-icon-target');
    expect(iconName('jackpot')).toBe('tabler-icon-coins');
  });
});
