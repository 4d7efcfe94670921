import { describe, expect, it } from 'vitest';
import { drawBalls } from './draw-numbers';

describe('drawBalls', () => {
  it('gives 5 distinct balls 1–90 in drawn order from the random source', () => {
    // A source answering 0 keeps each ball in place. One answering the largest index takes the last
    // ball left, which after the first swap is the one just displaced: 90, then 1, 2, 3, 4.
    expect(drawBalls(() => 0)).toEqual([1, 2, 3, 4, 5]);
    expect(drawBalls((max) => max - 1)).toEqual([90, 1, 2, 3, 4]);
    const asked: number[] = [];
    drawBalls((max) => (asked.push(max), 0));
    expect(asked).toEqual([90, 89, 88, 87, 86]);
  });

  it('with node:crypto, every ball comes out and no draw repeats a ball', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const balls = drawBalls();
      expect(balls).toHaveLength(5);
      expect(new Set(balls).size).toBe(5);
      expect(balls.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= 90)).toBe(true);
      balls.forEach((ball) => seen.add(ball));
    }
    // 2 000 balls: the chance that one of the 90 never comes out is below 1e-8.
    expect(seen.size).toBe(90);
  });
});
