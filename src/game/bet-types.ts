export const BET_TYPE_IDS = ['solo', 'duo', 'turning', 'closing', 'addition', 'perm', 'banker', 'trio', 'quadra', 'jackpot'] as const;
export type BetTypeId = (typeof BET_TYPE_IDS)[number];

export interface BetType {
  id: BetTypeId;
  name: string;
  description: string;
  minNumbers: number;
  maxNumbers: number;
}

export const BET_TYPES: readonly BetType[] = [
  { id: 'solo', name: 'Solo', description: 'Un seul numéro parmi les 5 tirés.', minNumbers: 1, maxNumbers: 1 },
  { id: 'duo', name: 'Duo', description: 'Deux numéros qui doivent sortir ensemble.', minNumbers: 2, maxNumbers: 2 },
  { id: 'turning', name: 'Tournant', description: 'Des couples de numéros anagrammes (12–21, 1–10…).', minNumbers: 2, maxNumbers: 2 },
  { id: 'closing', name: 'Fermeture', description: 'Des couples de numéros consécutifs (1–2, 2–3…).', minNumbers: 2, maxNumbers: 2 },
  { id: 'addition', name: 'Addition', description: 'Un couple de numéros dont la somme fait le total choisi.', minNumbers: 2, maxNumbers: 2 },
  { id: 'perm', name: 'Perm', description: 'De 3 à 20 numéros, joués en tous les couples possibles.', minNumbers: 3, maxNumbers: 20 },
  { id: 'banker', name: 'Banker', description: 'Un numéro fort associé à chaque numéro de la base.', minNumbers: 2, maxNumbers: 21 },
  { id: 'trio', name: 'Trio', description: 'De 3 à 10 numéros, joués par groupes de trois.', minNumbers: 3, maxNumbers: 10 },
  { id: 'quadra', name: 'Quadra', description: 'De 4 à 10 numéros, joués par groupes de quatre.', minNumbers: 4, maxNumbers: 10 },
  { id: 'jackpot', name: 'Jackpot', description: 'De 5 à 10 numéros, joués par groupes de cinq.', minNumbers: 5, maxNumbers: 10 },
];

export function findBetType(id: string | undefined): BetType | undefined {
  return BET_TYPES.find((type) => type.id === id);
}

export function betType(id: BetTypeId): BetType {
  return findBetType(id)!;
}

/** The size of one combination for types played in groups (trio 3, quadra 4, jackpot 5). */
export const GROUP_SIZE: Readonly<Partial<Record<BetTypeId, number>>> = { trio: 3, quadra: 4, jackpot: 5 };

/** Types whose combinations are couples of balls, and share one multiplier table. */
export const PAIR_TYPES: readonly BetTypeId[] = ['duo', 'turning', 'closing', 'addition', 'banker', 'perm'];

/** How many balls one combination of the type holds. */
export function combinationSize(id: BetTypeId): number {
  if (id === 'solo') return 1;
  return GROUP_SIZE[id] ?? 2;
}
