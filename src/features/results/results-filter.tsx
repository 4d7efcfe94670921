import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { COUNTRIES, type CountryCode } from '../../game/countries';
import type { ResultsFilter as Filter } from '../../game/results';

const ALL = '';

export interface ResultsFilterProps {
  filter: Filter;
  /** yyyy-mm-dd: no later date can have results */
  today: string;
  onChange: (filter: Filter) => void;
}

/** 'Pays' and 'Date': the page's address keeps them, so a filtered list can be shared and Back returns to it. */
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
      <TextInput
        type="date"
        label="Date"
        max={today}
        value={filter.date ?? ''}
        onChange={(event) => onChange({ ...filter, date: event.currentTarget.value || undefined })}
      />
      {(filter.country || filter.date) && (
        <Button variant="default" onClick={() => onChange({})}>
          Derniers résultats
        </Button>
      )}
    </Group>
  );
}
