import { config } from '../../config';

const STORAGE_KEY = 'lotoafrik.qa';

/**
 * The QA panel is on with VITE_QA=1 at build time, or `?qa=1` in the address (remembered for the tab,
 * so a reload on another page keeps it; `?qa=0` turns it off).
 */
export function isQaRequested(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage): boolean {
  if (config.qaPanel) return true;
  const asked = new URLSearchParams(search).get('qa');
  if (asked === '1') storage.setItem(STORAGE_KEY, '1');
  if (asked === '0') storage.removeItem(STORAGE_KEY);
  return storage.getItem(STORAGE_KEY) === '1';
}
