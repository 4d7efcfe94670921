import { capitalize } from '../../game/format';
import { type Country, WEEKDAYS, hoursOn } from '../../game/countries';
import type { BetType } from '../../game/bet-types';

/** 'Tous les jours', or the active days in week order: 'Lundi, Mardi, … Samedi'. */
export function activeDaysLabel(country: Country): string {
  if (country.activeDays.length === WEEKDAYS.length) return 'Tous les jours';
  return country.activeDays.map(capitalize).join(', ');
}

/** Draws per active day, read from the schedule: '3 tirages par jour', '1 tirage par jour'. */
export function drawsPerDayLabel(country: Country): string {
  const count = Math.max(...country.activeDays.map((day) => hoursOn(country, day).length));
  return `${count} ${count > 1 ? 'tirages' : 'tirage'} par jour`;
}

/** 'Perm : 3 à 20 numéros', 'Solo : 1 numéro'. */
export function numbersLabel(type: BetType): string {
  if (type.minNumbers === type.maxNumbers) return `${type.minNumbers} ${type.minNumbers > 1 ? 'numéros' : 'numéro'}`;
  return `${type.minNumbers} à ${type.maxNumbers} numéros`;
}
