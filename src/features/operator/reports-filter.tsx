import { Button, Group, NativeSelect } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { CALENDAR_LABELS, FrenchCalendar } from '../../components/french-calendar';
import { parseFrenchDate } from '../../game/age';
import { COUNTRIES, type CountryCode } from '../../game/countries';

const ALL = '';

export interface ReportsFilterProps {
  /** yyyy-mm-dd, null while emptied */
  from: string | null;
  to: string | null;
  country: CountryCode | null;
  /** why the range cannot be read, on the field it concerns */
  rangeError: string | null;
  rangeErrorField: 'from' | 'to' | null;
  canExport: boolean;
  busy: boolean;
  onFrom: (date: string | null) => void;
  onTo: (date: string | null) => void;
  onCountry: (country: CountryCode | null) => void;
  onRefresh: () => void;
  onExport: () => void;
}

/**
 * 'Date de début', 'Date de fin' (typed JJ/MM/AAAA or picked in a French calendar), 'Pays', and the report's two
 * actions: 'Actualiser' and 'Télécharger le CSV' (the report on screen).
 */
export function ReportsFilter(props: ReportsFilterProps) {
  const dateProps = {
    placeholder: 'JJ/MM/AAAA',
    valueFormat: 'DD/MM/YYYY',
    dateParser: parseFrenchDate,
    clearable: true,
    ariaLabels: CALENDAR_LABELS,
    // the days of the months around are grey, below the contrast a text needs
    hideOutsideDates: true,
    // the calendar follows its field in the page, where it is read and checked in order
    popoverProps: { withinPortal: false },
    w: 170,
  } as const;
  return (
    <Group component="form" aria-label="Période du rapport" align="flex-start" justify="space-between" gap="sm" onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-start" gap="sm">
        <FrenchCalendar>
          <DateInput
            {...dateProps}
            label="Date de début"
            value={props.from}
            onChange={props.onFrom}
            error={props.rangeErrorField === 'from' ? props.rangeError : undefined}
            clearButtonProps={{ 'aria-label': 'Effacer la date de début' }}
          />
          <DateInput
            {...dateProps}
            label="Date de fin"
            value={props.to}
            onChange={props.onTo}
            error={props.rangeErrorField === 'to' ? props.rangeError : undefined}
            clearButtonProps={{ 'aria-label': 'Effacer la date de fin' }}
          />
        </FrenchCalendar>
        <NativeSelect
          label="Pays"
          value={props.country ?? ALL}
          data={[{ value: ALL, label: 'Tous les pays' }, ...COUNTRIES.map((country) => ({ value: country.code, label: country.name }))]}
          onChange={(event) => {
            const country = event.currentTarget.value as CountryCode | typeof ALL;
            props.onCountry(country === ALL ? null : country);
          }}
        />
      </Group>
      <Group gap="sm" mt={25}>
        <Button variant="default" onClick={props.onRefresh} disabled={props.busy || props.rangeError !== null}>
          Actualiser
        </Button>
        <Button leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={props.onExport} disabled={!props.canExport}>
          Télécharger le CSV
        </Button>
      </Group>
    </Group>
  );
}
