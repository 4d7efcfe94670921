import { BALL_MAX, BALL_MIN } from './combinations';
import { DRAWN_COUNT } from './settlement';

/** The two series of a result: 5 winning numbers in drawn order, 5 machine numbers. */
export type NumberSeries = 'winning' | 'machine';

/** 'Les numéros gagnants doivent être 5 numéros différents de 1 à 90.' (the database's invalid_numbers too). */
export function seriesError(series: NumberSeries): string {
  return `Les numéros ${series === 'machine' ? 'machine' : 'gagnants'} doivent être ${DRAWN_COUNT} numéros différents de ${BALL_MIN} à ${BALL_MAX}.`;
}
