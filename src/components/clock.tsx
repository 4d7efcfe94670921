import { createContext, useContext, useEffect, useState } from 'react';

/** The injected source of "now": the app uses the system clock, tests and stories pin it. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

const ClockContext = createContext<Clock>(systemClock);

export const ClockProvider = ClockContext.Provider;

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** The current time, re-read at every turn of the hour so past draws close while a page is open. */
export function useHourlyNow(): Date {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const current = clock();
    const untilNextHour = 3_600_000 - (current.getTime() % 3_600_000) + 50;
    const timer = setTimeout(() => setNow(clock()), untilNextHour);
    return () => clearTimeout(timer);
  }, [clock, now]);
  return now;
}
