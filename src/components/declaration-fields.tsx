import { NativeSelect } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseFrenchDate } from '../game/age';
import { COUNTRIES } from '../game/countries';
import { CALENDAR_LABELS, FrenchCalendar } from './french-calendar';

export interface BirthDateFieldProps {
  /** 'yyyy-mm-dd', or '' while none is chosen */
  value: string;
  onChange: (value: string) => void;
  /** the calendar opens on this date ('yyyy-mm-dd'), e.g. 20 years ago */
  calendarStart?: string;
}

/** 'Date de naissance': typed as JJ/MM/AAAA or picked in a French calendar (weeks start on Monday). */
export function BirthDateField({ value, onChange, calendarStart }: BirthDateFieldProps) {
  return (
    <FrenchCalendar>
      <DateInput
        label="Date de naissance"
        description="Au format JJ/MM/AAAA"
        placeholder="JJ/MM/AAAA"
        required
        autoComplete="bday"
        valueFormat="DD/MM/YYYY"
        dateParser={parseFrenchDate}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
        defaultLevel="decade"
        defaultDate={calendarStart}
        ariaLabels={CALENDAR_LABELS}
        // the days of the months around are grey, below the contrast a text needs
        hideOutsideDates
        popoverProps={{ withinPortal: true }}
      />
    </FrenchCalendar>
  );
}

export interface CountryFieldProps {
  /** a country code, or '' while none is chosen */
  value: string;
  onChange: (value: string) => void;
}

/** 'Pays de résidence': its calendar is the one the player's limits follow (issue 17). */
export function CountryField({ value, onChange }: CountryFieldProps) {
  return (
    <NativeSelect
      label="Pays de résidence"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: 'Choisissez votre pays', disabled: true }, ...COUNTRIES.map((country) => ({ value: country.code, label: country.name }))]}
    />
  );
}
