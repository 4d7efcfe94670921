import { Button, Group, NativeSelect } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CALENDAR_LABELS, FrenchCalendar } from '../../components/french-calendar';
import { parseFrenchDate } from '../../game/age';
import { COUNTRIES, type CountryCode } from '../../game/countries';
import type { ResultsFilter as Filter } from '../../game/results';

const ALL = '';

export interface ResultsFilterProps {
  filter: Filter;
  /** yyyy-mm-dd: no later date can have results */
  today: string;
  onChange: (filter: Filter) => void;
}

/**
 * 'Pays' and 'Date' (typed JJ/MM/AAAA or picked in a French calendar, no later than today): the page's address
 * keeps them, so a filtered list can be shared and Back returns to it.
 */
export function ResultsFilter({ filter, today, onChange }: ResultsFilterProps) {
  return (
    <Group component="form" role="search" aria-label="Filtrer les résultats" align="flex-end" gap="sm" onSubmit={(event) => event.preventDefault()}>
      <NativeSelect
        label="Pays"
        value={filter.country ?? ALL}
        data={[{ value: ALL, label: 'Tous les pays' }, ...COUNTRIES.map((country) => ({ value: country.code, label: country.name }))]}
        onChange={(event) => {
          const country = event.currentTarget.value as CountryCode | typeof ALL;
          onChange({ ...filter, country: country === ALL ? undefined : country });
        }}
      />
      <FrenchCalendar>
        <DateInput
          label="Date"
          placeholder="JJ/MM/AAAA"
          valueFormat="DD/MM/YYYY"
          dateParser={parseFrenchDate}
          maxDate={today}
          defaultDate={today}
          value={filter.date ?? null}
          onChange={(date) => onChange({ ...filter, date: date ?? undefined })}
          clearable
          clearButtonProps={{ 'aria-label': 'Effacer la date' }}
          ariaLabels={CALENDAR_LABELS}
          // the days of the months around are grey, below the contrast a text needs
          hideOutsideDates
          // the calendar follows its field in the page, where it is read and checked in order
          popoverProps={{ withinPortal: false }}
        />
      </FrenchCalendar>
      {(filter.country || filter.date) && (
        <Button variant="default" onClick={() => onChange({})}>
          Derniers résultats
        </Button>
      )}
    </Group>
  );
}
