import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';
import { capitalize, formatAmount, formatDrawDate, formatInstant, formatZonedInstant, zoneName } from './format';
import { nextDateOf } from './schedule';

const NNBSP = '\u202f'; // narrow no-break space: an amount never breaks across lines (docs/decisions.md)

describe('formatAmount: fr-FR grouping, then CFA, every space a narrow no-break space', () => {
  it.each([
    [0, `0${NNBSP}CFA`],
    [100, `100${NNBSP}CFA`],
    [1000, `1${NNBSP}000${NNBSP}CFA`],
    [12_500, `12${NNBSP}500${NNBSP}CFA`],
    [500_000, `500${NNBSP}000${NNBSP}CFA`],
    [5_700_000, `5${NNBSP}700${NNBSP}000${NNBSP}CFA`],
    [15_000_000_000, `15${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}CFA`],
    [1234.6, `1${NNBSP}235${NNBSP}CFA`],
  ])('%d → %j', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  it('has no space a line may break at: U+202F between the groups and before CFA', () => {
    expect(formatAmount(1500).replace(/\s/g, (c) => `<${c.codePointAt(0)!.toString(16)}>`)).toBe('1<202f>500<202f>CFA');
  });
});

describe('formatDrawDate: day, abbreviated month, year in French', () => {
  it.each([
    ['2026-11-23T00:00:00Z', '23 nov. 2026'],
    ['2026-01-05T12:00:00Z', '5 janv. 2026'],
    ['2026-02-01T12:00:00Z', '1 févr. 2026'],
    ['2026-05-01T12:00:00Z', '1 mai 2026'],
    ['2026-06-01T12:00:00Z', '1 juin 2026'],
    ['2026-07-14T12:00:00Z', '14 juil. 2026'],
    ['2026-08-15T12:00:00Z', '15 août 2026'],
    ['2026-09-01T12:00:00Z', '1 sept. 2026'],
    ['2026-12-31T12:00:00Z', '31 déc. 2026'],
  ])('%s → %s', (iso, text) => {
    expect(formatDrawDate(new Date(iso), 'Africa/Abidjan')).toBe(text);
  });

  it('shows the date of the country zone, not the machine’s', () => {
    // Midnight Monday in Porto-Novo is still Sunday evening in UTC.
    const mondayInBenin = nextDateOf(findCountry('BJ')!, 'lundi', new Date('2026-11-22T23:30:00Z'));
    expect(mondayInBenin.toISOString()).toBe('2026-11-23T00:00:00.000+01:00');
    expect(formatDrawDate(mondayInBenin, 'Africa/Porto-Novo')).toBe('23 nov. 2026');
    expect(formatDrawDate(new Date(mondayInBenin.getTime()), 'Africa/Abidjan')).toBe('22 nov. 2026');
  });
});

describe('capitalize', () => {
  it.each([
    ['lundi', 'Lundi'],
    ['mercredi', 'Mercredi'],
    ['', ''],
    ['Déjà', 'Déjà'],
    ['été', 'Été'],
  ])('%j → %j', (word, text) => {
    expect(capitalize(word)).toBe(text);
  });
});

describe('formatInstant and formatZonedInstant: one way to write an instant (issue 38)', () => {
  it('writes it in the zone given, 24-hour clock', () => {
    expect(formatInstant('2026-11-23T10:00:00Z', 'Africa/Lome')).toBe('23 nov. 2026 à 10:00');
    expect(formatInstant('2026-11-23T23:30:00Z', 'Africa/Porto-Novo')).toBe('24 nov. 2026 à 00:30');
    expect(formatInstant('2026-11-23T00:05:00Z', 'Africa/Abidjan')).toBe('23 nov. 2026 à 00:05');
  });

  it('names the zone by its city, with the elision French wants', () => {
    expect(formatZonedInstant('2026-11-24T11:55:00Z', 'Africa/Lome')).toBe('24 nov. 2026 à 11:55 (heure de Lomé)');
    expect(formatZonedInstant('2026-11-24T11:55:00Z', 'Africa/Porto-Novo')).toBe('24 nov. 2026 à 12:55 (heure de Porto-Novo)');
    expect(formatZonedInstant('2026-11-24T11:55:00Z', 'Africa/Abidjan')).toBe("24 nov. 2026 à 11:55 (heure d'Abidjan)");
    expect(formatZonedInstant('2026-11-24T11:55:00Z', 'Africa/Accra')).toBe("24 nov. 2026 à 11:55 (heure d'Accra)");
  });

  it('names any other zone by its offset at that instant', () => {
    expect(zoneName('Europe/Paris', new Date('2026-11-24T11:55:00Z'))).toBe('UTC+1');
    expect(zoneName('Europe/Paris', new Date('2026-07-24T11:55:00Z'))).toBe('UTC+2');
  });

  it('does not depend on the zone the device is set to', () => {
    const device = process.env.TZ;
    const zones = ['Africa/Lome', 'Africa/Porto-Novo', 'America/New_York', 'Asia/Tokyo'];
    const written = zones.map((zone) => {
      process.env.TZ = zone;
      return formatZonedInstant('2026-11-24T11:55:00Z', 'Africa/Porto-Novo');
    });
    if (device === undefined) delete process.env.TZ;
    else process.env.TZ = device;
    expect(new Set(written)).toEqual(new Set(['24 nov. 2026 à 12:55 (heure de Porto-Novo)']));
  });
});
