import { useState } from 'react';
import type { DrawHour } from '../../game/countries';
import type { ScheduledHour } from '../../game/schedule';

interface Choice {
  hour: DrawHour;
  /** the draw date the hour was chosen for (ms): a new date means a different draw */
  date: number;
}

/**
 * The chosen hour, forgotten as soon as it stops naming the same open draw: its hour passed
 * while the page was open, or the day rolled over to next week's date.
 */
export function useHourChoice(hours: readonly ScheduledHour[], date: Date) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const stillOpen =
    choice !== null && choice.date === date.getTime() && hours.some((h) => h.hour === choice.hour && !h.past);
  if (choice !== null && !stillOpen) setChoice(null);
  const choose = (hour: DrawHour) => setChoice({ hour, date: date.getTime() });
  return [stillOpen ? choice.hour : null, choose] as const;
}
