import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';
import {
  CLOSED_REASON_LABELS,
  closedDrawKeys,
  closedReasonOf,
  closesInText,
  drawKey,
  drawStatusesOf,
  hoursOnSale,
  nextDrawOnSaleToday,
  pickerWindow,
  sameDrawStatuses,
} from './draw-sales';

const TOGO = findCountry('TG')!;
const BENIN = findCountry('BJ')!;
/** Monday 23 Nov 2026, 08:00 UTC: Lomé 08:00, Porto-Novo 09:00. */
const NOW = new Date('2026-11-23T08:00:00Z');
const TG_13H = '2026-11-23T13:00:00.000Z';

describe('draw keys and statuses', () => {
  it('names a draw by country and instant, whatever the offset the instant is written with', () => {
    expect(drawKey('TG', '2026-11-23T13:00:00+00:00')).toBe(`TG@${TG_13H}`);
    expect(drawKey('BJ', '2026-11-23T14:00:00.000+01:00')).toBe('BJ@2026-11-23T13:00:00.000Z');
  });

  it('keeps the draws that are not open, by key', () => {
    const statuses = drawStatusesOf([
      { country: 'TG', drawAt: '2026-11-23T13:00:00+00:00', status: 'closed' },
      { country: 'TG', drawAt: '2026-11-23T18:00:00+00:00', status: 'open' },
      { country: 'BJ', drawAt: '2026-11-23T14:00:00+01:00', status: 'cancelled' },
    ]);
    expect(statuses).toEqual({ [`TG@${TG_13H}`]: 'closed', 'BJ@2026-11-23T13:00:00.000Z': 'cancelled' });
    expect(closedDrawKeys(statuses)).toEqual(['BJ@2026-11-23T13:00:00.000Z', `TG@${TG_13H}`]);
    expect(sameDrawStatuses(statuses, { ...statuses })).toBe(true);
    expect(sameDrawStatuses(statuses, {})).toBe(false);
  });
});

describe('closedReasonOf', () => {
  it('the instant first (SPEC past hour), then the database: closed, drawn or settled, cancelled', () => {
    expect(closedReasonOf('TG', TG_13H, NOW, {})).toBeNull();
    expect(closedReasonOf('TG', TG_13H, new Date(TG_13H), {})).toBe('past');
    expect(closedReasonOf('TG', TG_13H, NOW, { [`TG@${TG_13H}`]: 'closed' })).toBe('closed');
    expect(closedReasonOf('TG', TG_13H, NOW, { [`TG@${TG_13H}`]: 'drawn' })).toBe('drawn');
    expect(closedReasonOf('TG', TG_13H, NOW, { [`TG@${TG_13H}`]: 'settled' })).toBe('drawn');
    expect(closedReasonOf('TG', TG_13H, NOW, { [`TG@${TG_13H}`]: 'cancelled' })).toBe('cancelled');
    expect(closedReasonOf('TG', TG_13H, new Date(TG_13H), { [`TG@${TG_13H}`]: 'closed' })).toBe('past');
  });

  it('French labels', () => {
    expect(CLOSED_REASON_LABELS).toEqual({ past: 'passé', closed: 'Ventes closes', drawn: 'Tiré', cancelled: 'Annulé' });
  });
});

describe('hoursOnSale and nextDrawOnSaleToday', () => {
  it("keeps SPEC's order and past hours, and marks a draw the operators closed early", () => {
    const at10 = new Date('2026-11-23T10:00:00Z');
    const hours = hoursOnSale(TOGO, 'lundi', at10, { [`TG@${TG_13H}`]: 'closed' });
    expect(hours.map((h) => [h.hour, h.past, h.closed])).toEqual([
      ['13h', false, 'closed'],
      ['18h', false, null],
      ['9h', true, 'past'],
    ]);
    expect(nextDrawOnSaleToday(TOGO, at10, { [`TG@${TG_13H}`]: 'closed' })).toEqual({ hour: '18h', drawAt: '2026-11-23T18:00:00.000+00:00' });
    expect(nextDrawOnSaleToday(TOGO, at10, {})).toEqual({ hour: '13h', drawAt: '2026-11-23T13:00:00.000+00:00' });
  });

  it("Bénin's 24h is midnight ending the day; nothing left on sale gives null", () => {
    const hours = hoursOnSale(BENIN, 'lundi', NOW, {});
    expect(hours.at(-1)).toMatchObject({ hour: '24h', drawAt: '2026-11-24T00:00:00.000+01:00', closed: null });
    const allClosed = Object.fromEntries(hours.map((h) => [drawKey('BJ', h.drawAt), 'cancelled' as const]));
    expect(nextDrawOnSaleToday(BENIN, NOW, allClosed)).toBeNull();
  });
});

describe('closesInText', () => {
  it.each([
    ['2026-11-23T12:48:00Z', 'Clôture dans 12 min'],
    ['2026-11-23T12:48:30Z', 'Clôture dans 12 min'],
    ['2026-11-23T12:59:30Z', 'Clôture dans 1 min'],
    ['2026-11-23T12:00:00Z', 'Clôture dans 1 h'],
    ['2026-11-23T10:55:00Z', 'Clôture dans 2 h 05'],
    ['2026-11-23T08:00:00Z', 'Clôture dans 5 h'],
  ])('at %s', (now, text) => {
    expect(closesInText(TG_13H, new Date(now))).toBe(text);
  });

  it('rounds minutes up: never more time promised than is left', () => {
    expect(closesInText(TG_13H, new Date('2026-11-23T12:47:00.050Z'))).toBe('Clôture dans 13 min');
  });
});

it('the window the pickers read: now to 8 days ahead', () => {
  expect(pickerWindow(NOW)).toEqual({ from: '2026-11-23T08:00:00.000Z', to: '2026-12-01T08:00:00.000Z' });
});
