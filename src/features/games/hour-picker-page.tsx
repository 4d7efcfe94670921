import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useHourlyNow } from '../../components/clock';
import { CountryFlag } from '../../components/country-flag';
import { type Country, type DrawHour, type Weekday, findCountry, isWeekday } from '../../game/countries';
import { capitalize, formatDrawDate } from '../../game/format';
import { hoursOfDay, nextDateOf } from '../../game/schedule';
import classes from './hour-option.module.css';
import { useHourChoice } from './use-hour-choice';

function HourPicker({ country, day }: { country: Country; day: Weekday }) {
  const now = useHourlyNow();
  const navigate = useNavigate();
  const hours = hoursOfDay(country, day, now);
  const date = nextDateOf(country, day, now);
  const [chosen, choose] = useHourChoice(hours, date);
  const allPast = hours.every((h) => h.past);
  return (
    <Stack>
      <Group gap="sm" wrap="nowrap">
        <CountryFlag country={country} height={28} />
        <Title order={1} size="h2">
          {country.name} · {capitalize(day)} {formatDrawDate(date, country.timeZone)}
        </Title>
      </Group>
      {allPast && (
        <Alert color="yellow" variant="light">
          Tous les tirages de ce jour sont passés. Choisissez un autre jour.
        </Alert>
      )}
      <Radio.Group label="Choisissez l'heure du tirage" value={chosen} onChange={(hour) => choose(hour as DrawHour)} size="md">
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} mt="sm">
          {hours.map(({ hour, past }) => (
            <Radio
              key={hour}
              value={hour}
              disabled={past}
              label={past ? `${hour} (passé)` : hour}
              size="md"
              classNames={classes}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Text size="sm" c="gray.7">
        Heure locale du pays du tirage.
      </Text>
      <Group>
        <Button component={Link} to={`/games/${country.code}`} variant="default">
          Retour
        </Button>
        <Button disabled={chosen === null} onClick={() => navigate(`/betting/${country.code}/${day}/${chosen}`)}>
          Continuer
        </Button>
      </Group>
    </Stack>
  );
}

export function Component() {
  const params = useParams();
  const country = findCountry(params.countryCode);
  const day = params.day?.toLowerCase();
  if (!country) return <Navigate to="/games" replace />;
  if (!isWeekday(day) || !country.activeDays.includes(day)) return <Navigate to={`/games/${country.code}`} replace />;
  return <HourPicker key={`${country.code}/${day}`} country={country} day={day} />;
}
