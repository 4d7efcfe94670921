import { useState } from 'react';
import { type CountryCode, findCountryByTimeZone } from '../../game/countries';

/**
 * The country a form offers to a player who has never paid (otherwise their latest payment's
 * country wins): the device's own, when its time zone is one of the four countries', else Togo.
 */
export function useDefaultCountry(): CountryCode {
  const [country] = useState(() => findCountryByTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)?.code ?? 'TG');
  return country;
}
