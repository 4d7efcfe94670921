import type { APIRequestContext } from '@playwright/test';
import { type DrawHour, WEEKDAYS, findCountry } from '../../src/game/countries';
import { drawDate } from '../../src/game/operator';
import { latestResultsDate } from '../../src/game/results';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { describeDraw } from '../../src/game/tickets';
import { SERVICE_ROLE_KEY } from '../../supabase/local';
import { pinnedNow } from './support/clock';
import { STACK_URL } from './support/ports';
import { expect, expectAccessible, screenshot, test } from './support/test';

const IVORY_COAST = findCountry('CI')!;

/**
 * Côte d'Ivoire's 13h (mobile) or 23h (desktop) two days after the browser's pinned day: hours no other spec
 * draws (they take 7h, 10h, 16h and 21h), one per project since both run at once on one stack.
 */
function ourDraw(project: string) {
  const now = pinnedNow();
  const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(IVORY_COAST, now).weekday) + 2) % 7]!;
  const time: DrawHour = project === 'mobile' ? '13h' : '23h';
  const draw = { country: IVORY_COAST.code, day, time, drawAt: drawInstant(IVORY_COAST, day, time, now).toISOString() };
  return { ...draw, date: drawDate(draw), winning: project === 'mobile' ? [14, 27, 39, 52, 66] : [15, 28, 40, 53, 67], machine: [1, 2, 3, 4, 5] };
}

/** The draw drawn and settled by the system, as `npm run draw` does (system_draw with the service role). */
async function drawIt(request: APIRequestContext, draw: ReturnType<typeof ourDraw>): Promise<void> {
  const service = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };
  const found = await request.get(`${STACK_URL}/rest/v1/draws?select=id&country=eq.CI&draw_at=eq.${encodeURIComponent(draw.drawAt)}`, { headers: service });
  const [row] = (await found.json()) as { id: string }[];
  expect(row, `the draw CI at ${draw.drawAt}`).toBeDefined();
  const drawn = await request.post(`${STACK_URL}/rest/v1/rpc/system_draw`, {
    headers: service,
    data: { draw_id: row!.id, winning: draw.winning, machine: draw.machine, source: 'système' },
  });
  expect(drawn.status(), await drawn.text()).toBe(200);
}

/** '26 novembre 2026': how the calendar names a day (yyyy-mm-dd). */
const calendarDay = (date: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

test('the prerendered page is the frame of the results: its heading and sections, no numbers', async ({ request }) => {
  const html = await (await request.get('/resultats?date=2026-11-24&pays=TG')).text();
  expect(html).toContain('data-prerendered');
  expect(html).toContain('Résultats des tirages');
  expect(html).toContain('Derniers tirages');
  expect(html).toContain('Chargement des résultats…');
  expect(html).not.toContain('Numéros gagnants');
});

test('signed out, from the landing page: the latest draws of each country, then a draw just drawn found in the archive by its day', async ({ page, request }, testInfo) => {
  const draw = ourDraw(testInfo.project.name);
  await drawIt(request, draw);
  const rest: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/rest/v1/')) rest.push(new URL(sent.url()).pathname);
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Voir les derniers résultats' }).click();
  await expect(page).toHaveURL(/\/resultats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats des tirages' })).toBeVisible();

  const latest = page.getByRole('region', { name: 'Derniers tirages' });
  for (const name of ['Togo', 'Bénin', "Côte d'Ivoire", 'Ghana']) await expect(latest.getByRole('region', { name }), name).toBeVisible();
  // Côte d'Ivoire has a result now, at least ours
  await expect(latest.getByRole('region', { name: "Côte d'Ivoire" }).getByRole('article')).toHaveCount(1);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await screenshot(page, testInfo, 'public-results');
  await expectAccessible(page, '/resultats');

  const archive = page.getByRole('region', { name: 'Archives' });
  await archive.getByRole('combobox', { name: 'Pays' }).selectOption('CI');
  await expect(page).toHaveURL(/\?pays=CI&date=\d{4}-\d{2}-\d{2}$/);
  await archive.getByRole('textbox', { name: 'Date' }).click();
  // the calendar opens on the browser's day; the draw may be in the next month
  if (draw.date.slice(0, 7) !== latestResultsDate(pinnedNow()).slice(0, 7)) await archive.getByRole('button', { name: 'Mois suivant' }).click();
  await archive.getByRole('button', { name: calendarDay(draw.date) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?pays=CI&date=${draw.date}$`));

  const card = archive.getByRole('region', { name: "Côte d'Ivoire" }).getByRole('article', { name: `Tirage ${describeDraw(draw)}` });
  await expect(card.getByRole('list', { name: 'Numéros gagnants' })).toHaveText(draw.winning.join(''));
  await expect(card.getByRole('list', { name: 'Numéros machine' })).toHaveText(draw.machine.join(''));
  await screenshot(page, testInfo, 'public-results-archive');
  await expectAccessible(page, `/resultats?pays=CI&date=${draw.date}`);
  // a visitor's page reads the results, and nothing of any player's
  expect(new Set(rest)).toEqual(new Set(['/rest/v1/draw_results']));
});
