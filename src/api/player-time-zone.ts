import { NO_COUNTRY_TIME_ZONE } from '../game/responsible-gaming';

/**
 * The signed-in player's zone as the database last reported it (responsible_gaming_status's time_zone),
 * for the French messages src/api writes itself: a refusal's `self_excluded` detail carries the instant
 * only. The app reads the status as soon as a player is signed in (src/app/play-status-provider.tsx);
 * before that, the database's own zone for a player without a country. Either way the message names its zone.
 */
let known: string | null = null;

export function rememberPlayerTimeZone(timeZone: string): void {
  known = timeZone;
}

export function playerTimeZone(): string {
  return known ?? NO_COUNTRY_TIME_ZONE;
}
