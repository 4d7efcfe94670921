import { type Country, type DrawHour, type Weekday, WEEKDAYS, hoursOn } from './countries';
import { capitalize } from './format';

/** 'Tous les jours', 'Du lundi au samedi', or the days listed when they are not one run. */
export function describeActiveDays(days: readonly Weekday[]): string {
  if (days.length === WEEKDAYS.length) return 'Tous les jours';
  const indexes = days.map((day) => WEEKDAYS.indexOf(day)).sort((a, b) => a - b);
  const isRun = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1);
  if (isRun && indexes.length > 1) return `Du ${WEEKDAYS[indexes[0]!]} au ${WEEKDAYS[indexes.at(-1)!]}`;
  return indexes.map((index) => capitalize(WEEKDAYS[index]!)).join(', ');
}

/** Every hour the country draws at on any of its days, in schedule order. */
export function drawHoursOf(country: Country): DrawHour[] {
  return [...new Set(country.activeDays.flatMap((day) => hoursOn(country, day)))];
}
