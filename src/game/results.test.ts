import { describe, expect, it } from 'vitest';
import {
  drawTitle,
  latestResultsDate,
  numberHits,
  parseResultsDate,
  playedNumbers,
  resultsByCountry,
  resultsCountries,
  resultsFilterOf,
  resultsPerCountry,
  resultsSearchOf,
  sameResultsFilter,
  winMessage,
} from './results';
import { cfa } from '../../tests/kit/amounts';

describe('results (src/game/results)', () => {
  it("announces a win with the amount grouped the French way: 'Vous avez gagné 45 000 CFA !'", () => {
    expect(winMessage(45_000)).toBe(cfa('Vous avez gagné 45 000 CFA !'));
    expect(winMessage(180_000)).toBe(cfa('Vous avez gagné 180 000 CFA !'));
  });

  it('names a draw with its country and its own day, 24h included', () => {
    expect(drawTitle({ country: 'CI', day: 'mardi', time: '18h', drawAt: '2026-11-24T18:00:00.000Z' })).toBe("Côte d'Ivoire · Mardi 24 nov. 2026 à 18h");
    expect(drawTitle({ country: 'BJ', day: 'lundi', time: '24h', drawAt: '2026-11-23T23:00:00.000Z' })).toBe('Bénin · Lundi 23 nov. 2026 à 24h');
  });

  it('reads a date only when it names a real calendar day', () => {
    expect(parseResultsDate('2026-11-24')).toBe('2026-11-24');
    expect(parseResultsDate('2028-02-29')).toBe('2028-02-29');
    for (const text of ['2026-02-29', '2026-13-01', '2026-11-31', '24/11/2026', '2026-11-24T00:00', ' 2026-11-24', '', null, undefined]) {
      expect(parseResultsDate(text), String(text)).toBeNull();
    }
  });

  it('reads the filter from the address, leaving out what cannot be read, and writes it back', () => {
    expect(resultsFilterOf(new URLSearchParams('pays=ci&date=2026-11-24'))).toEqual({ country: 'CI', date: '2026-11-24' });
    expect(resultsFilterOf(new URLSearchParams('pays=XX&date=hier'))).toEqual({});
    expect(resultsFilterOf(new URLSearchParams('date=2026-11-24'))).toEqual({ date: '2026-11-24' });
    expect(resultsSearchOf({ country: 'TG', date: '2026-11-24' })).toEqual({ pays: 'TG', date: '2026-11-24' });
    expect(resultsSearchOf({})).toEqual({});
    expect(sameResultsFilter({ country: 'TG' }, { country: 'TG', date: undefined })).toBe(true);
    expect(sameResultsFilter({ country: 'TG' }, { country: 'TG', date: '2026-11-24' })).toBe(false);
  });

  it('asks for the latest 3 of each country, or 10 of one country or of one day', () => {
    expect(resultsPerCountry({})).toBe(3);
    expect(resultsPerCountry({ country: 'CI' })).toBe(10);
    expect(resultsPerCountry({ date: '2026-11-24' })).toBe(10);
    expect(resultsCountries({})).toEqual(['TG', 'BJ', 'CI', 'GH']);
    expect(resultsCountries({ country: 'GH' })).toEqual(['GH']);
  });

  it('groups draws by country in the catalogue order, newest first, leaving out countries without a draw', () => {
    const draw = (id: string, country: 'TG' | 'CI', drawAt: string) => ({ id, country, drawAt });
    const groups = resultsByCountry([draw('a', 'CI', '2026-11-23T10:00:00Z'), draw('b', 'TG', '2026-11-23T09:00:00Z'), draw('c', 'CI', '2026-11-23T13:00:00Z')]);
    expect(groups.map((g) => [g.country, g.draws.map((d) => d.id)])).toEqual([
      ['TG', ['b']],
      ['CI', ['c', 'a']],
    ]);
  });

  it("lists a bet's numbers once each, ascending", () => {
    expect(playedNumbers([[12, 5], [5, 33], [12, 33]])).toEqual([5, 12, 33]);
  });

  it('marks the numbers that came out: winning ones always, machine ones only in double chance', () => {
    const draw = { winningNumbers: [12, 45, 7, 88, 30], machineNumbers: [5, 12, 61, 40, 77] };
    expect(numberHits([5, 7, 12, 50], draw, 'normal')).toEqual([null, 'winning', 'winning', null]);
    expect(numberHits([5, 7, 12, 50], draw, 'double_chance')).toEqual(['machine', 'winning', 'winning', null]);
    expect(numberHits([5, 7], { winningNumbers: null, machineNumbers: null }, 'double_chance')).toEqual([null, null]);
  });

  it("bounds the date field by today in Porto-Novo, whose day starts an hour before the others'", () => {
    expect(latestResultsDate(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(latestResultsDate(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });
});
