import { Group, Table, Text } from '@mantine/core';
import { CountryFlag } from '../../components/country-flag';
import { COUNTRIES } from '../../game/countries';
import { describeActiveDays, drawHoursOf } from '../../game/country-summary';

/** The draw schedule, straight from COUNTRIES so it cannot disagree with the pickers. */
export function DrawScheduleTable() {
  return (
    <>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Pays</Table.Th>
            <Table.Th scope="col">Jours</Table.Th>
            <Table.Th scope="col">Heures des tirages</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {COUNTRIES.map((country) => (
            <Table.Tr key={country.code}>
              <Table.Th scope="row" fw={600}>
                <Group gap="xs" wrap="nowrap">
                  <CountryFlag country={country} height={16} />
                  {country.name}
                </Group>
              </Table.Th>
              <Table.Td>{describeActiveDays(country.activeDays)}</Table.Td>
              <Table.Td>{drawHoursOf(country).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="gray.7">
        Heures locales du pays du tirage.
      </Text>
    </>
  );
}
