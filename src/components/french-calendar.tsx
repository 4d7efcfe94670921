import 'dayjs/locale/fr';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

const FRENCH_CALENDAR = { locale: 'fr', firstDayOfWeek: 1 } as const;

/**
 * The calendar's arrows, named in French for screen readers (Mantine's `ariaLabels`). The month and year
 * buttons keep their visible text as their name ('novembre 2026'): a label of their own would not contain it
 * (WCAG 2.5.3).
 */
export const CALENDAR_LABELS = {
  nextMonth: 'Mois suivant',
  previousMonth: 'Mois précédent',
  nextYear: 'Année suivante',
  previousYear: 'Année précédente',
  nextDecade: 'Décennie suivante',
  previousDecade: 'Décennie précédente',
};

/** Mantine's date inputs inside it speak French: day and month names, weeks starting on Monday. */
export function FrenchCalendar({ children }: { children: ReactNode }) {
  return <DatesProvider settings={FRENCH_CALENDAR}>{children}</DatesProvider>;
}
