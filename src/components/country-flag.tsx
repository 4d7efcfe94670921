import bj from 'flag-icons/flags/4x3/bj.svg';
import ci from 'flag-icons/flags/4x3/ci.svg';
import gh from 'flag-icons/flags/4x3/gh.svg';
import tg from 'flag-icons/flags/4x3/tg.svg';
import type { Country } from '../game/countries';

const FLAG_URLS: Record<string, string> = { tg, bj, ci, gh };

/** An SVG flag (emoji flags don't render on Windows). Decorative unless given a label. */
export function CountryFlag({ country, height = 20, label }: { country: Country; height?: number; label?: string }) {
  return (
    <img
      src={FLAG_URLS[country.flag]}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      height={height}
      width={Math.round((height * 4) / 3)}
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.1)', verticalAlign: 'middle' }}
    />
  );
}
