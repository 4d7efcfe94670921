import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { NumberHit } from '../game/results';
import classes from './draw-balls.module.css';

export type BallTone = 'winning' | 'machine' | 'played';

export interface BallRowProps {
  /** 'Numéros gagnants', 'Numéros machine', 'Numéros joués' */
  label: string;
  numbers: readonly number[];
  tone: BallTone;
  /** for played numbers: which came out (src/game/results' numberHits), said in words too */
  hits?: readonly NumberHit[];
  size?: 'sm' | 'md';
}

const HIT_WORDS: Record<Exclude<NumberHit, null>, string> = { winning: 'sorti', machine: 'sorti en machine' };

/**
 * A labelled row of balls: a draw's numbers in drawn order (an ordered list), or a bet's numbers with
 * those that came out filled and named for screen readers. Shared by the results, the operator console,
 * 'Mes tickets', the ticket page and 'Mes gains'.
 */
export function BallRow({ label, numbers, tone, hits, size = 'md' }: BallRowProps) {
  const List = tone === 'played' ? 'ul' : 'ol';
  return (
    <Group gap={8} wrap="wrap" align="center">
      <Text size="sm" c="gray.7" style={{ flexShrink: 0 }} aria-hidden="true">
        {label} :
      </Text>
      <List className={classes.row} aria-label={label}>
        {numbers.map((n, i) => {
          const hit = hits?.[i] ?? null;
          return (
            <li key={`${n}-${i}`} className={classes.ball} data-tone={tone} data-hit={hit ?? undefined} data-size={size}>
              {n}
              {hit && <VisuallyHidden> ({HIT_WORDS[hit]})</VisuallyHidden>}
            </li>
          );
        })}
      </List>
    </Group>
  );
}

/** A draw's result: winning numbers in drawn order, machine numbers apart, each labelled. */
export function DrawNumbers({ winning, machine, size }: { winning: readonly number[]; machine: readonly number[]; size?: 'sm' | 'md' }) {
  return (
    <>
      <BallRow label="Numéros gagnants" numbers={winning} tone="winning" size={size} />
      <BallRow label="Numéros machine" numbers={machine} tone="machine" size={size} />
    </>
  );
}
