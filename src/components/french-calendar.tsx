import 'dayjs/locale/fr';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

const FRENCH_CALENDAR = { locale: 'fr', firstDayOfWeek: 1 } as const;

/** The calendar's controls, named in French for screen readers (Mantine's `ariaLabels`). */
export const CALENDAR_LABELS = {
  monthLevelControl: 'Choisir le mois',
  yearLevelControl: "Choisir l'année",
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
