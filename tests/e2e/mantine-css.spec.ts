import type { Locator } from '@playwright/test';
import { signedInPlayer } from './support/accounts';
import { TODAY } from './support/routes';
import { expect, test } from './support/test';

/** The label a checkbox or radio input is for, drawn on the same line, after it (Mantine's InlineInput sheet). */
async function expectLabelBeside(input: Locator): Promise<void> {
  const id = await input.getAttribute('id');
  const label = input.page().locator(`label[for="${id}"]`);
  const [box, text] = [await input.boundingBox(), await label.boundingBox()];
  if (!box || !text) throw new Error(`input #${id} or its label is not drawn`);
  expect(text.x, 'the label starts after the input').toBeGreaterThanOrEqual(box.x + box.width);
  // on the input's line: the label's box meets the input's height (a countdown under an hour's label,
  // issue 38, may lift the label's middle above the input's centre within its card)
  expect(text.y + text.height, 'the label is on the input line').toBeGreaterThan(box.y);
  expect(text.y, 'the label is on the input line').toBeLessThan(box.y + box.height);
}

// The production build carries Mantine's CSS per component (scripts/build/vite-mantine-css.ts): the sheets of
// every module a component reaches, InlineInput's (src/utils) included.
test("a checkbox's and a radio's label sit beside them", async ({ page, request, player }) => {
  await page.goto('/login');
  await expectLabelBeside(page.getByRole('checkbox', { name: 'Se souvenir de moi' }));

  await signedInPlayer(page, request, player);
  await page.goto(`/games/CI/${TODAY}`);
  await expectLabelBeside(page.getByRole('radio', { name: '18h' }));
});

// The theme's CSS variables come from src/theme/theme-styles.css (written at build time, not by MantineProvider at
// run time): the primary buttons are forest.8, not Mantine's default blue, on a prerendered page and on the SPA's.
test("the theme's colours reach the prerendered and the signed-in pages", async ({ page, request, player }) => {
  const forest8 = 'rgb(46, 125, 50)';
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCSS('background-color', forest8);

  await signedInPlayer(page, request, player);
  await page.goto(`/games/CI/${TODAY}`);
  await page.getByRole('radio', { name: '18h' }).check();
  await expect(page.getByRole('button', { name: 'Continuer' })).toHaveCSS('background-color', forest8);
});
