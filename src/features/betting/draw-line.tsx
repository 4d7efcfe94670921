import { Group, Text } from '@mantine/core';
import { CountryFlag } from '../../components/country-flag';
import { capitalize, formatDrawDate } from '../../game/format';
import { type Draw, drawDayOf } from '../../game/schedule';

/** The draw the builder is for, under its title: the country's flag and name, the day, date and hour. */
export function DrawLine({ draw }: { draw: Draw }) {
  const { country, day, time } = draw;
  // the draw's own day: '24h' is midnight at its end, which is already the next date
  const drawLabel = `${capitalize(day)} ${formatDrawDate(drawDayOf(draw), country.timeZone)} à ${time}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <CountryFlag country={country} height={18} label={country.name} />
      <Text size="sm" c="gray.7">
        {country.name} · {drawLabel}
      </Text>
    </Group>
  );
}
