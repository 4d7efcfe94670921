import { randomInt } from 'node:crypto';

/** An integer in [0, max): node:crypto's CSPRNG by default; tests inject their own. */
export type RandomInt = (max: number) => number;

/** Five distinct balls 1–90 in drawn order, as a draw machine gives them (a partial Fisher–Yates shuffle). */
export function drawBalls(random: RandomInt = randomInt): number[] {
  const balls = Array.from({ length: 90 }, (_, i) => i + 1);
  for (let i = 0; i < 5; i++) {
    const j = i + random(90 - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, 5);
}
