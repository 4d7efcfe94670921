import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useDrawStatuses } from '../../components/draw-sales-context';
import { useMinuteNow } from '../../components/use-minute-now';
import { CountryFlag } from '../../components/country-flag';
import { type Country, type DrawHour, type Weekday, findCountry, isWeekday } from '../../game/countries';
import { capitalize, formatDrawDate } from '../../game/format';
import { CLOSED_REASON_LABELS, type HourOnSale, NOTHING_ON_SALE, closesInText, hoursOnSale, isToday } from '../../game/draw-sales';
import { nextDateOf } from '../../game/schedule';
import classes from './hour-option.module.css';
import { useHourChoice } from './use-hour-choice';

function HourPicker({ country, day }: { country: Country; day: Weekday }) {
  // one ticking source for every hour's countdown; the draws' statuses for those closed early, drawn or cancelled
  const now = useMinuteNow();
  const statuses = useDrawStatuses();
  const navigate = useNavigate();
  const hours = hoursOnSale(country, day, now, statuses);
  const date = nextDateOf(country, day, now);
  // a choice is dropped as soon as its draw stops being sold, by the clock or by the database
  const [chosen, choose] = useHourChoice(
    hours.map((h) => ({ hour: h.hour, past: h.closed !== null })),
    date,
  );
  const allPast = hours.every((h) => h.past);
  const noneOnSale = !allPast && hours.every((h) => h.closed !== null);
  const today = isToday(country, day, now);
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
      {noneOnSale && (
        <Alert color="yellow" variant="light">
          {NOTHING_ON_SALE} Choisissez un autre jour.
        </Alert>
      )}
      <Radio.Group label="Choisissez l'heure du tirage" value={chosen} onChange={(hour) => choose(hour as DrawHour)} size="md">
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} mt="sm">
          {hours.map((h) => (
            <Radio
              key={h.hour}
              value={h.hour}
              disabled={h.closed !== null}
              label={h.past ? `${h.hour} (passé)` : h.hour}
              description={hourNote(h, today, now)}
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

/** Under an hour: why it cannot be chosen (closed early, drawn, cancelled), or today the time left to play it. */
function hourNote(h: HourOnSale, today: boolean, now: Date): string | undefined {
  if (h.past) return undefined;
  if (h.closed) return CLOSED_REASON_LABELS[h.closed];
  return today ? closesInText(h.drawAt, now) : undefined;
}

export function Component() {
  const params = useParams();
  const country = findCountry(params.countryCode);
  const day = params.day?.toLowerCase();
  if (!country) return <Navigate to="/games" replace />;
  if (!isWeekday(day) || !country.activeDays.includes(day)) return <Navigate to={`/games/${country.code}`} replace />;
  return <HourPicker key={`${country.code}/${day}`} country={country} day={day} />;
}
