const AMOUNT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** 1234 → '1 234 CFA' (fr-FR grouping: a narrow no-break space). */
export function formatAmount(amount: number): string {
  return `${AMOUNT.format(amount)} CFA`;
}

/** A calendar date as day, abbreviated month, year in French: '23 nov. 2026'. */
export function formatDrawDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

/** 'lundi' → 'Lundi'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
