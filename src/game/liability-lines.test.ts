import { describe, expect, it } from 'vitest';
import { firstUnavailableLine, lineKeyOf, lineUnavailableText } from './liability-lines';

describe('liability lines', () => {
  it('names a combination by its balls ascending', () => {
    expect(lineKeyOf([27])).toBe('27');
    expect(lineKeyOf([27, 12])).toBe('12-27');
    expect(lineKeyOf([40, 3, 12])).toBe('3-12-40');
  });

  it('says which line is no longer sold, in French', () => {
    expect(lineUnavailableText('27', '18h')).toBe("Le 27 n'est plus disponible pour le tirage de 18h.");
    expect(lineUnavailableText('12-27', '9h')).toBe("La paire 12-27 n'est plus disponible pour le tirage de 9h.");
    expect(lineUnavailableText('3-12-27', '18h')).toBe("La combinaison 3-12-27 n'est plus disponible pour le tirage de 18h.");
  });

  it('finds the first unavailable line of a bet', () => {
    expect(firstUnavailableLine([[5, 9], [27, 12], [3, 4]], ['3-4', '12-27'])).toBe('12-27');
    expect(firstUnavailableLine([[5, 9]], ['12-27'])).toBeNull();
    expect(firstUnavailableLine([[27]], [])).toBeNull();
  });
});
