import { createAccount, signIn } from './support/accounts';
import { amount } from './support/betting';
import { fundPlayer } from './support/money';
import { expect, expectAccessible, screenshot, test } from './support/test';
import { winWithASolo } from './support/winnings';

test("a player on /results hears their win live ('Vous avez gagné 1 300 CFA !'), sees the draw with their ticket, and the won bet in 'Mes gains'", async ({ page, request, player }, testInfo) => {
  // a settled draw and three pages on 2 shared cores: longer than the default
  test.setTimeout(180_000);
  await createAccount(request, player);
  await fundPlayer(request, player, 1_000);
  await signIn(page, player);
  // /results listens once the server has accepted its channel on the player's bets (Realtime's reply to the
  // join), on its own socket: the page signed in on opens one too, after its first paint, so possibly after
  // signIn returned and before the navigation below; only a socket opened once /results is the document counts
  // (docs/decisions.md, 'The first page before supabase-js').
  let onResults = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) onResults = new URL(frame.url()).pathname === '/results';
  });
  const listening = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!onResults) return;
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('realtime:wins:') && text.includes('phx_reply') && text.includes('"ok"')) resolve();
      });
    });
  });
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats des tirages' })).toBeVisible();
  await listening;

  // a 100 CFA solo on 7, then its draw settled with 7 drawn first: 13 × 100 CFA; each project its own Côte d'Ivoire
  // draw, three days ahead: two days ahead, after 06:00 UTC, bet-structure, public-results and operator-desk draw the
  // same day's later hours, and this morning draw fell off /results' first page of 20, newest first
  const won = await winWithASolo(request, player, 'CI', testInfo.project.name === 'mobile' ? '7h' : '10h', 3);
  expect(won).toBe(1_300);

  await test.step('the notice reaches the open page, and the results are read again', async () => {
    const notice = page.getByText(new RegExp(`Vous avez gagné ${amount(1_300).source} !$`));
    await expect(notice).toBeVisible({ timeout: 15_000 });
    const ticket = page.getByRole('region', { name: /^Ticket LA-/ });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText(new RegExp(`Gagné ${amount(1_300).source}`));
    await expect(ticket.getByRole('list', { name: 'Numéros joués' })).toHaveText('7 (sorti)');
    const card = page.getByRole('article').filter({ has: ticket });
    await expect(card.getByRole('list', { name: 'Numéros gagnants' })).toHaveText('721334890');
    await expect(card.getByRole('list', { name: 'Numéros machine' })).toHaveText('12345');
    await screenshot(page, testInfo, 'results-win-notice');
    await expectAccessible(page, '/results with a win notice');
  });

  await test.step("'Voir mes gains': the winnings and the won bet", async () => {
    await page.getByRole('link', { name: 'Voir mes gains' }).click();
    await expect(page).toHaveURL(/\/gains$/);
    await expect(page.getByText('Gains disponibles').locator('xpath=following-sibling::*[1]')).toHaveText(amount(1_300));
    const bet = page.getByRole('article', { name: /^Solo Direct, Côte d'Ivoire · / });
    await expect(bet).toContainText(new RegExp(`Gagné ${amount(1_300).source}`));
    await expect(bet.getByRole('list', { name: 'Numéros joués' })).toHaveText('7 (sorti)');
    await page.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(page.getByText(/Vous avez gagné/)).toHaveCount(0);
    await screenshot(page, testInfo, 'gains-won-bets');
    await expectAccessible(page, "/gains with a won bet");
  });
});
