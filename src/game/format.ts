const AMOUNT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** U+202F NARROW NO-BREAK SPACE: an amount never breaks across two lines (docs/decisions.md). */
const NNBSP = '\u202f';

/** 1234 → '1 234 CFA', every space a narrow no-break space, whatever the runtime's fr-FR grouping character. */
export function formatAmount(amount: number): string {
  return `${AMOUNT.format(amount).replace(/\s/g, NNBSP)}${NNBSP}CFA`;
}

/** A calendar date as day, abbreviated month, year in French: '23 nov. 2026'. */
export function formatDrawDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

/** 'lundi' → 'Lundi'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const INSTANT_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** An instant in a zone, as the pages write it: '24 nov. 2026 à 10:00'. */
export function formatInstant(iso: string, timeZone: string): string {
  let format = INSTANT_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    INSTANT_FORMATS.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(iso));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${pick('day')} ${pick('month')} ${pick('year')} à ${pick('hour')}:${pick('minute')}`;
}

/** The four countries' zones, named by their city (the zone database's own names). */
const ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Lome': 'heure de Lomé',
  'Africa/Porto-Novo': 'heure de Porto-Novo',
  'Africa/Abidjan': "heure d'Abidjan",
  'Africa/Accra': "heure d'Accra",
};

/** 'heure de Lomé'; another zone by its offset: 'UTC+1'. */
export function zoneName(timeZone: string, at: Date = new Date(0)): string {
  const known = ZONE_NAMES[timeZone];
  if (known) return known;
  const offset = new Intl.DateTimeFormat('fr-FR', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  return offset ?? timeZone;
}

/**
 * An instant said to a player wherever the same instant appears on several screens (an exclusion's end,
 * a limit's renewal): in the player's zone, and saying which, so that a device set to another zone can
 * never make two screens disagree: '24 nov. 2026 à 10:00 (heure de Lomé)'.
 */
export function formatZonedInstant(iso: string, timeZone: string): string {
  return `${formatInstant(iso, timeZone)} (${zoneName(timeZone, new Date(iso))})`;
}
