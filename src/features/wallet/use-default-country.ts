import { useState } from 'react';
import { useSession } from '../../components/session-context';
import { type CountryCode, findCountryByTimeZone } from '../../game/countries';

/** The device's own country when its time zone is one of the four countries', else Togo: the last resort of a form. */
export function useDeviceCountry(): CountryCode {
  const [country] = useState(() => findCountryByTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)?.code ?? 'TG');
  return country;
}

/**
 * The country a withdrawal form offers a player without a number to withdraw to: the country of
 * residence they gave (issue 17), else the device's. (/withdraw shows once the profile is read.)
 */
export function useDefaultCountry(): CountryCode {
  const { profile } = useSession();
  const device = useDeviceCountry();
  return profile?.country ?? device;
}
