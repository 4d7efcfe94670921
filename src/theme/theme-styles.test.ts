import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { THEME_CSS_FILE, themeStylesheet } from '../../scripts/tools/gen-theme-css';

it("src/theme/theme-styles.css is what `npm run gen:theme-css` writes: Mantine's provider styles for the theme", async () => {
  const committed = await readFile(THEME_CSS_FILE, 'utf8');
  expect(committed, 'stale: run npm run gen:theme-css').toBe(themeStylesheet());
  // the theme's own values, as MantineProvider would have injected them
  expect(committed).toContain('--mantine-color-forest-8: #2e7d32;');
  expect(committed).toContain('--mantine-primary-color-filled: var(--mantine-color-forest-filled);');
  expect(committed).toContain('.mantine-hidden-from-sm {display: none !important;}');
});
