import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/kit/render';
import type { ResultDraw } from '../../game/results';
import { DrawResultCard } from './draw-result-card';

const DRAW: ResultDraw = {
  id: 'd-bj-14h',
  country: 'BJ',
  day: 'lundi',
  time: '14h',
  drawAt: '2026-11-23T13:00:00Z',
  date: '2026-11-23',
  winningNumbers: [12, 60, 61, 62, 63],
  machineNumbers: [34, 12, 71, 72, 73],
  status: 'settled',
  settledAt: new Date('2026-11-23T13:10:00Z'),
};

function show(draw: ResultDraw) {
  renderPage(() => <DrawResultCard draw={draw} tickets={undefined} />, { path: '/results', url: '/results' });
}

describe("a result's evidence on /results (issue 40)", () => {
  it('says where the result came from, when, and by which role, in the draw’s zone', () => {
    show({
      ...DRAW,
      evidence: { source: 'opérateur', recordedAt: '2026-11-23T13:04:00Z', confirmedAt: '2026-11-23T13:06:00Z', recordedBy: 'operator', confirmedBy: 'operator' },
    });
    expect(screen.getByRole('article')).toHaveTextContent(
      'Source : les opérateurs. Saisi par un opérateur le 23 nov. 2026 à 14:04, confirmé par un autre opérateur le 23 nov. 2026 à 14:06.',
    );
  });

  it('says nothing of it when the server gave none', () => {
    show(DRAW);
    expect(screen.getByRole('article')).not.toHaveTextContent('Source :');
  });
});
