export interface NavEntry {
  to: string;
  label: string;
  /** other path prefixes under which this entry is the active one */
  alsoActiveUnder?: readonly string[];
}

/** The player shell's navigation (SPEC §2). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/player', label: 'Accueil' },
  { to: '/games', label: 'Catalogue', alsoActiveUnder: ['/game-selection', '/game-time-selection', '/betting'] },
  { to: '/basket', label: 'Panier' },
  { to: '/results', label: 'Résultats' },
  { to: '/rules', label: 'Règles du jeu' },
  { to: '/profile', label: 'Profil' },
];

/** Beyond SPEC's six (issue 17): in the menu of small screens, and in the shell's footer at every width. */
export const RESPONSIBLE_GAMING_ENTRY: NavEntry = { to: '/responsible-gaming', label: 'Jeu responsable' };

/** Operators only (issue 16), in the shell's footer: their console, outside the player shell. */
export const OPERATOR_ENTRY: NavEntry = { to: '/operateur', label: 'Espace opérateur' };

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNavEntryActive(entry: NavEntry, pathname: string): boolean {
  return [entry.to, ...(entry.alsoActiveUnder ?? [])].some((prefix) => isUnder(pathname, prefix));
}
