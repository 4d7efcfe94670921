import { describe, expect, it } from 'vitest';
import { evidenceText } from './draw-evidence';

describe("a result's evidence, as players read it (issue 40)", () => {
  it('says the four eyes of the operators, by role only, in the draw’s zone', () => {
    expect(
      evidenceText(
        { source: 'opérateur', recordedAt: '2026-11-23T18:05:00Z', confirmedAt: '2026-11-23T18:07:00Z', recordedBy: 'operator', confirmedBy: 'operator' },
        'Africa/Porto-Novo',
      ),
    ).toBe('Source : les opérateurs. Saisi par un opérateur le 23 nov. 2026 à 19:05, confirmé par un autre opérateur le 23 nov. 2026 à 19:07.');
  });

  it('says the simulator and the system, and an unknown confirmation instant', () => {
    expect(
      evidenceText({ source: 'simulateur', recordedAt: '2026-11-23T18:01:00Z', confirmedAt: null, recordedBy: 'system', confirmedBy: 'system' }, 'Africa/Lome'),
    ).toBe('Source : le simulateur. Saisi par le système le 23 nov. 2026 à 18:01, confirmé par le système.');
  });

  it('says an archived official result and when the system imported it, nothing about who confirmed it (issue 41)', () => {
    expect(
      evidenceText({ source: 'archives', recordedAt: '2026-11-27T10:00:00Z', confirmedAt: '2026-11-27T10:00:00Z', recordedBy: 'system', confirmedBy: 'system' }, 'Africa/Porto-Novo'),
    ).toBe('Source : les archives des résultats officiels. Importé par le système le 27 nov. 2026 à 11:00.');
  });
});
