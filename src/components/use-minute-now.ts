import { useEffect, useState } from 'react';
import { useClock } from './clock';

/**
 * The current time, re-read just after every turn of the minute: one timer for the page that calls it
 * (its cards take `now` as a prop), so countdowns ('Clôture dans 12 min') and draws closing on the hour
 * change together, at once.
 */
export function useMinuteNow(): Date {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const untilNextMinute = 60_000 - (clock().getTime() % 60_000) + 50;
    const timer = setTimeout(() => setNow(clock()), untilNextMinute);
    return () => clearTimeout(timer);
  }, [clock, now]);
  return now;
}
