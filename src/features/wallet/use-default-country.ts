import { useState } from 'react';
import { useSession } from '../../components/session-context';
import { type CountryCode, findCountryByTimeZone } from '../../game/countries';

/**
 * The country a form offers to a player who has never paid (otherwise their latest payment's
 * country wins): the country of residence they gave (issue 17), else the device's own when its time
 * zone is one of the four countries', else Togo.
 */
export function useDefaultCountry(): CountryCode {
  const { profile } = useSession();
  const [country] = useState(() => profile?.country ?? findCountryByTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)?.code ?? 'TG');
  return country;
}
