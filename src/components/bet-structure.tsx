import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import {
  type BetLinesOutcome,
  type BetStructure as Structure,
  type OutcomeDraw,
  betLinesOutcome,
  betStructure,
  cappedNote,
  linesTally,
  structureCaption,
  wonLineLabel,
} from '../game/bet-structure';
import { type NumberHit, numberHits } from '../game/results';
import type { SettledBet } from '../game/settlement';
import type { PlacedBetStatus } from '../game/tickets';
import { BallRow, DrawNumbers } from './draw-balls';
import ballClasses from './draw-balls.module.css';
import classes from './bet-structure.module.css';

export interface BetStructureProps {
  bet: SettledBet & { status?: PlacedBetStatus; payout?: number | null };
  /** the bet's draw: its numbers once the result is confirmed (null before); none in the basket */
  draw?: OutcomeDraw;
  /** also show the draw's winning and machine numbers (when the page does not show them already) */
  withDraw?: boolean;
  /** mark a double-chance bet (where the page does not name the mode already) */
  showMode?: boolean;
  size?: 'sm' | 'md';
  /** how many couples or combinations show before '+N autres' (all by default) */
  limit?: number;
  /**
   * 'basket': only what the basket's own list of combinations (SPEC §5) does not say: a perm's, a banker's
   * or a group's numbers, an addition's sum
   */
  variant?: 'full' | 'basket';
}

const NO_DRAW: OutcomeDraw = { winningNumbers: null, machineNumbers: null };
const HIT_WORDS: Record<Exclude<NumberHit, null>, string> = { winning: 'sorti', machine: 'sorti en machine' };
const WON_WORDS = { win: 'gagnante', mac: 'gagnante en machine' } as const;

/**
 * What a bet plays, as it was built: a solo's numbers, couples as couples, an addition's couple and its sum,
 * a perm's numbers (every couple of them), the banker apart from its base, a group bet's numbers; 'Double
 * chance' marked. After the draw, the numbers that came out are filled and, once settled, the combinations
 * that paid are outlined and listed with what each paid (computed by settlement's rules). Used wherever a
 * bet shows: the basket, 'Mes tickets', /ticket/<code>, /results and 'Mes gains'.
 */
export function BetStructure({ bet, draw = NO_DRAW, withDraw = false, showMode = true, size = 'sm', limit, variant = 'full' }: BetStructureProps) {
  const structure = betStructure(bet);
  const outcome = bet.status === undefined ? null : betLinesOutcome({ ...bet, status: bet.status, payout: bet.payout ?? null }, draw);
  const drawn = draw.winningNumbers !== null;
  const hitsOf = (numbers: readonly number[]) => (drawn ? numberHits(numbers, draw, bet.gameMode) : []);
  const caption = structureCaption(structure);
  const basket = variant === 'basket';
  const doubleChance = bet.gameMode === 'double_chance';
  // the basket's own list of combinations already shows solos and couples as they are
  if (basket && !caption && structure.kind !== 'addition' && !(showMode && doubleChance)) return null;
  return (
    <Stack gap={6}>
      {showMode && doubleChance && (
        <Badge variant="outline" color="blue.9" tt="none">
          Double chance
        </Badge>
      )}
      <StructureRows structure={structure} basket={basket} hitsOf={hitsOf} outcome={outcome} size={size} limit={limit} />
      {caption && (
        <Text size="xs" c="gray.7">
          {caption}
        </Text>
      )}
      {withDraw && drawn && <DrawNumbers winning={draw.winningNumbers!} machine={draw.machineNumbers ?? []} size={size} />}
      {outcome && (outcome.lines.length > 1 || outcome.won.length > 0) && <LinesOutcome outcome={outcome} />}
    </Stack>
  );
}

interface RowsProps {
  structure: Structure;
  basket: boolean;
  hitsOf: (numbers: readonly number[]) => NumberHit[];
  outcome: BetLinesOutcome | null;
  size: 'sm' | 'md';
  limit: number | undefined;
}

function StructureRows({ structure, basket, hitsOf, outcome, size, limit }: RowsProps) {
  switch (structure.kind) {
    case 'numbers':
      return basket ? null : <BallRow label="Numéros joués" numbers={structure.numbers} tone="played" hits={hitsOf(structure.numbers)} size={size} />;
    case 'perm':
    case 'groups':
      return <BallRow label="Numéros joués" numbers={structure.numbers} tone="played" hits={hitsOf(structure.numbers)} size={size} />;
    case 'banker':
      return (
        <>
          <Balls label="Banker" numbers={[structure.banker]} className={classes.banker} hits={hitsOf([structure.banker])} size={size} />
          <Balls label="Base" numbers={structure.base} className={classes.base} hits={hitsOf(structure.base)} size={size} />
        </>
      );
    case 'addition':
      return (
        <>
          {!basket && <Lines label="Couple joué" lines={[structure.pair]} hitsOf={hitsOf} outcome={outcome} size={size} />}
          <Text size="sm">
            Somme visée : <strong>{structure.sum}</strong>
          </Text>
        </>
      );
    case 'pairs':
      return basket ? null : (
        <Lines label={structure.pairs.length === 1 ? 'Couple joué' : 'Couples joués'} lines={structure.pairs} hitsOf={hitsOf} outcome={outcome} size={size} limit={limit} more="couples" />
      );
    case 'lines':
      return basket ? null : <Lines label="Combinaisons jouées" lines={structure.lines} hitsOf={hitsOf} outcome={outcome} size={size} limit={limit} more="combinaisons" />;
  }
}

function Label({ children }: { children: string }) {
  return (
    <Text size="sm" c="gray.7" style={{ flexShrink: 0 }} aria-hidden="true">
      {children} :
    </Text>
  );
}

function Ball({ n, hit, className, size }: { n: number; hit: NumberHit; className?: string; size: 'sm' | 'md' }) {
  return (
    <span className={`${ballClasses.ball} ${className ?? ''}`} data-tone="played" data-hit={hit ?? undefined} data-size={size}>
      {n}
      {hit && <VisuallyHidden> ({HIT_WORDS[hit]})</VisuallyHidden>}
    </span>
  );
}

/** A labelled row of the banker's or the base's balls. */
function Balls({ label, numbers, className, hits, size }: { label: string; numbers: readonly number[]; className?: string; hits: readonly NumberHit[]; size: 'sm' | 'md' }) {
  return (
    <Group gap={8} wrap="wrap" align="center">
      <Label>{label}</Label>
      <ul className={ballClasses.row} aria-label={label}>
        {numbers.map((n, i) => (
          <li key={n}>
            <Ball n={n} hit={hits[i] ?? null} className={className} size={size} />
          </li>
        ))}
      </ul>
    </Group>
  );
}

interface LinesProps {
  label: string;
  lines: readonly (readonly number[])[];
  hitsOf: (numbers: readonly number[]) => NumberHit[];
  outcome: BetLinesOutcome | null;
  size: 'sm' | 'md';
  limit?: number;
  more?: 'couples' | 'combinaisons';
}

/** Couples (or combinations) as units, each outlined once it paid; the first `limit`, then how many more. */
function Lines({ label, lines, hitsOf, outcome, size, limit = Number.POSITIVE_INFINITY, more = 'combinaisons' }: LinesProps) {
  const shown = lines.slice(0, limit);
  const hidden = lines.length - shown.length;
  return (
    <Group gap={8} wrap="wrap" align="center">
      <Label>{label}</Label>
      <ul className={classes.lines} aria-label={label}>
        {shown.map((line, i) => {
          const result = outcome?.lines[i]?.result;
          const won = result === 'win' || result === 'mac' ? result : undefined;
          const hits = hitsOf(line);
          return (
            <li key={line.join('-')} className={classes.line} data-won={won}>
              {line.map((n, j) => (
                <Fragment key={n}>
                  {j > 0 && <span className={classes.dash}>–</span>}
                  <Ball n={n} hit={hits[j] ?? null} size={size} />
                </Fragment>
              ))}
              {won && <VisuallyHidden> ({WON_WORDS[won]})</VisuallyHidden>}
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <Text size="sm" c="gray.7">
          +{hidden} autres {more}
        </Text>
      )}
    </Group>
  );
}

/** After settlement: how many combinations won, each with what it paid, and the cap when it cut the total. */
function LinesOutcome({ outcome }: { outcome: BetLinesOutcome }) {
  const note = cappedNote(outcome);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {linesTally(outcome)}
      </Text>
      {outcome.won.length > 0 && (
        <ul className={classes.won} aria-label="Combinaisons gagnantes">
          {outcome.won.map((line, i) => (
            <li key={`${line.combination.join('-')}-${i}`}>
              <Text size="sm" span>
                {wonLineLabel(line)}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {note && (
        <Text size="xs" c="gray.7">
          {note}
        </Text>
      )}
    </Stack>
  );
}
