import { Group, NativeSelect } from '@mantine/core';
import { COUNTRIES, type CountryCode } from '../../game/countries';
import { capitalize, formatDrawDate } from '../../game/format';
import type { SalesFilter } from '../../game/operator';

/** '2026-11-24' → 'Mardi 24 nov. 2026' (a calendar date: read at noon UTC, the same day in every zone of the four countries). */
function dateLabel(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(noon);
  return `${capitalize(weekday)} ${formatDrawDate(noon, 'UTC')}`;
}

export interface SalesFilterFieldsProps {
  filter: SalesFilter;
  /** the dates with draws on sale, in the chosen country */
  dates: readonly string[];
  /** the date shown (the filter's, or the first with draws) */
  date: string | null;
  onFilter: (filter: SalesFilter) => void;
}

/** 'Pays' and 'Jour' over the draws on sale: the console's list and the desk's exposure. */
export function SalesFilterFields({ filter, dates, date, onFilter }: SalesFilterFieldsProps) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Pays"
        value={filter.country ?? ''}
        data={[{ value: '', label: 'Tous les pays' }, ...COUNTRIES.map((country) => ({ value: country.code, label: country.name }))]}
        onChange={(event) => onFilter({ country: (event.currentTarget.value || null) as CountryCode | null, date: filter.date })}
      />
      <NativeSelect
        label="Jour"
        value={date ?? ''}
        data={dates.map((day) => ({ value: day, label: dateLabel(day) }))}
        disabled={dates.length === 0}
        onChange={(event) => onFilter({ ...filter, date: event.currentTarget.value || null })}
      />
    </Group>
  );
}
