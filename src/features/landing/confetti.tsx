import { useInterval, useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import classes from './confetti.module.css';

const CONFETTI_COUNT = 20;
const CONFETTI_REFRESH_MS = 8_000;
const COLORS = ['#ffb300', '#2f9e44', '#e03131', '#1971c2', '#ff8f00'];

/** A small deterministic generator, so a given wave always looks the same (stories, tests). */
function wave(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  return Array.from({ length: CONFETTI_COUNT }, (_, index) => ({
    key: `${seed}-${index}`,
    left: `${Math.round(next() * 100)}%`,
    delay: `${(next() * 3).toFixed(2)}s`,
    color: COLORS[Math.floor(next() * COLORS.length)],
    rotate: `${Math.round(next() * 360)}deg`,
  }));
}

/** 20 particles, a new wave every 8 s (SPEC §9); nothing for players who prefer reduced motion. */
export function Confetti() {
  // read after the first render, which must match the prerendered page; the stylesheet hides the layer until then
  const reducedMotion = useReducedMotion(false);
  const [seed, setSeed] = useState(1);
  useInterval(() => setSeed((value) => value + 1), CONFETTI_REFRESH_MS, { autoInvoke: !reducedMotion });
  if (reducedMotion) return null;
  return (
    <div className={classes.layer} aria-hidden data-testid="confetti" data-wave={seed}>
      {wave(seed).map((particle) => (
        <span
          key={particle.key}
          className={classes.particle}
          data-confetti
          style={{ left: particle.left, animationDelay: particle.delay, background: particle.color, rotate: particle.rotate }}
        />
      ))}
    </div>
  );
}
