import type { BetTypeId } from './bet-types';

export const GAME_MODES = [
  { id: 'normal', name: 'Normal' },
  { id: 'double_chance', name: 'Double chance' },
] as const;
export type GameModeId = (typeof GAME_MODES)[number]['id'];

export const OPTION_IDS = ['direct', 'first_position', 'turbo', 'turbo2', 'turbo3', 'turbo4'] as const;
export type BetOptionId = (typeof OPTION_IDS)[number];

export const OPTION_NAMES: Readonly<Record<BetOptionId, string>> = {
  direct: 'Direct',
  first_position: 'Première position',
  turbo: 'Turbo',
  turbo2: 'Turbo 2',
  turbo3: 'Turbo 3',
  turbo4: 'Turbo 4',
};

export interface BetOption {
  id: BetOptionId;
  name: string;
  /** the win multiplier per combination */
  multiplier: number;
  /** the machine (MAC) multiplier, double chance only */
  macMultiplier: number | null;
}

type Table = Readonly<Record<GameModeId, readonly (readonly [BetOptionId, number, number | null])[]>>;

const PAIR_TABLE: Table = {
  normal: [['direct', 300, null], ['turbo2', 3000, null], ['turbo3', 800, null], ['turbo4', 500, null]],
  double_chance: [['direct', 180, 120], ['turbo2', 1800, 1200], ['turbo3', 450, 300], ['turbo4', 300, 200]],
};

const TABLES: Readonly<Record<BetTypeId, Table>> = {
  duo: PAIR_TABLE,
  turning: PAIR_TABLE,
  closing: PAIR_TABLE,
  addition: PAIR_TABLE,
  banker: PAIR_TABLE,
  perm: PAIR_TABLE,
  solo: {
    normal: [['direct', 13, null], ['first_position', 60, null]],
    double_chance: [['direct', 8, 4], ['first_position', 40, 20]],
  },
  trio: { normal: [['direct', 3000, null]], double_chance: [['direct', 1800, 1200]] },
  quadra: { normal: [['direct', 8000, null]], double_chance: [['direct', 5000, 3000]] },
  jackpot: { normal: [['direct', 50000, null], ['turbo', 10000, null]], double_chance: [['direct', 30000, 20000]] },
};

/** The options a type offers in a mode, first one being the default. */
export function optionsFor(type: BetTypeId, mode: GameModeId): BetOption[] {
  return TABLES[type][mode].map(([id, multiplier, macMultiplier]) => ({ id, name: OPTION_NAMES[id], multiplier, macMultiplier }));
}

/** The option if the type offers it in that mode, otherwise the type's first option. */
export function resolveOption(type: BetTypeId, mode: GameModeId, option: string | undefined): BetOption {
  const options = optionsFor(type, mode);
  return options.find((o) => o.id === option) ?? options[0]!;
}

export function isGameMode(value: unknown): value is GameModeId {
  return GAME_MODES.some((mode) => mode.id === value);
}

/** Largest win multiplier of any option: the maximum win is this many times the stake. */
export const MAX_WIN_MULTIPLIER = 50000;
