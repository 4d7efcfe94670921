import { appEffects } from '../../src/app/effects';
import type { Effects } from '../../src/components/effects';

/** The app's effects with some concerns swapped, for a test that holds them in its hand (`renderPage(…, { effects })`). */
export function effectsWith(overrides: Partial<Effects>): Effects {
  return { ...appEffects, ...overrides };
}
