/**
 * The journeys `npm run bench:journey` times (scripts/bench/bench-journey.ts), in Chromium through Playwright:
 * ours from /login to 'Succès!', and the peer's public part (its sign-in form).
 *
 * How a step is timed: in the page, on its own clock. A probe installed before any script of the document
 * (`journeyProbe`) records the `timeStamp` of every click (the time the input reached the page, so the
 * wait for a busy main thread counts) and, when a step is armed, checks the step's end on every animation
 * frame: the first `requestAnimationFrame` callback in which the end holds is the frame that paints it. A step
 * is that frame's `performance.now()` minus the click's `timeStamp`; the first one, the form of a fresh page,
 * is counted from the navigation's start (`performance.now()` is 0 there). Nothing of Playwright's polling or
 * round trips is in these numbers. The one exception is typing, timed in this process around Playwright's
 * `pressSequentially` (60 ms a key, as a person types): a busy page answers its keys late, which shows there.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test';
import { createAccount } from '../../tests/e2e/support/accounts';
import { addButton, ball, basketButton, chooseRadio, continueButton, hourRadio, validateButton } from '../../tests/e2e/support/betting';
import { fundPlayer } from '../../tests/e2e/support/money';
import type { Player } from '../../tests/e2e/support/test';
import { type NetworkProfile, type StepKey, networkConditions } from './journey-report';

/** Between two keys, as a person types. */
export const KEY_DELAY_MS = 60;
export const PASSWORD = 'bench-Ab12';
/** Generous: a cold load on throttled 3G on a loaded machine. */
export const STEP_TIMEOUT_MS = 60_000;
/** How many keys a run types: its e-mail (`journey-<8 hex digits>@example.com`) and the password. */
export const TYPED_KEYS = 'journey-00000000@example.com'.length + PASSWORD.length;
/** What a player has on the play balance before the journey: enough for the solo it buys. */
const FUNDS = 5_000;

/** A visible element that matches `selector` (and whose text contains `text`). */
export interface Target {
  selector: string;
  text?: string;
}

/** A step's end: the pathname (when given) and every target visible. */
export interface EndOfStep {
  path?: string;
  all: Target[];
}

interface Probe {
  lastClick: number | null;
  marks: Record<string, number>;
  watch: (name: string, end: EndOfStep) => void;
}

/** Run in every document before its scripts (`addInitScript`): see the file's comment. */
export function journeyProbe(initial: { name: string; end: EndOfStep } | null): void {
  if (window !== window.top) return;
  const w = window as unknown as { __journey?: Probe };
  if (w.__journey) return;
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const holds = (end: EndOfStep) =>
    (end.path === undefined || location.pathname === end.path) &&
    end.all.every((t) => Array.from(document.querySelectorAll(t.selector)).some((el) => visible(el) && (t.text === undefined || (el.textContent ?? '').includes(t.text))));
  const probe: Probe = {
    lastClick: null,
    marks: {},
    watch(name, end) {
      delete probe.marks[name];
      const armed = performance.now();
      const tick = () => {
        if (holds(end)) probe.marks[name] = performance.now();
        else if (performance.now() - armed < 180_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
  };
  w.__journey = probe;
  addEventListener('click', (event) => (probe.lastClick = event.timeStamp), true);
  if (initial && (initial.end.path === undefined || location.pathname === initial.end.path)) probe.watch(initial.name, initial.end);
}

/** The mark `name` once set (page time, ms since the navigation's start). */
async function mark(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction((n) => (window as unknown as { __journey?: Probe }).__journey?.marks[n] ?? null, name, {
    timeout: STEP_TIMEOUT_MS,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/** From the click `act` makes to the frame that paints `end`. */
async function clickToFrame(page: Page, name: string, end: EndOfStep, act: () => Promise<void>): Promise<number> {
  await page.evaluate(
    ({ n, e }) => {
      const probe = (window as unknown as { __journey: Probe }).__journey;
      probe.lastClick = null;
      probe.watch(n, e);
    },
    { n: name, e: end },
  );
  await act();
  const painted = await mark(page, name);
  const clicked = await page.evaluate(() => (window as unknown as { __journey: Probe }).__journey.lastClick);
  if (clicked === null) throw new Error(`${name}: no click reached the page`);
  if (painted < clicked) throw new Error(`${name}: its end held before the click (${painted} < ${clicked}): the end is not specific to the step`);
  return painted - clicked;
}

/** What the page showed when a step did not end: whether the app had taken over, a held submit, the alerts, the fields' text (a password's length). */
async function pageState(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const alerts = Array.from(document.querySelectorAll('[role="alert"], [role="status"]'))
        .map((el) => (el.textContent ?? '').trim())
        .filter(Boolean);
      return [
        document.documentElement.hasAttribute('data-interactive') ? 'app interactive' : 'app not interactive',
        window.heldSubmit ? 'a submit held' : 'no submit held',
        `alerts: ${alerts.length ? alerts.map((a) => `'${a}'`).join(', ') : 'none'}`,
        `fields: ${Array.from(document.querySelectorAll('input')).map((i) => `${i.type}=${i.type === 'password' ? i.value.length : i.value}`).join(' ')}`,
      ].join('; ');
    });
  } catch (error) {
    return `its state unreadable: ${(error as Error).message}`;
  }
}

/** A phone, French, in Abidjan, with a cold cache and no service worker; the page throttled as `throttling` says. */
export async function throttledPage(browser: Browser, throttling: Throttling, initial: { name: string; end: EndOfStep }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    // Lighthouse's mobile emulation (a Moto G Power)
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    serviceWorkers: 'block',
    // the static server's throwaway certificate (bench-lighthouse's selfSignedCertificate)
    ignoreHTTPSErrors: true,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  // As source text: tsx (esbuild's keepNames) wraps the probe's inner functions in a `__name` the page lacks.
  await context.addInitScript({ content: `(() => { const __name = (f) => f; (${journeyProbe.toString()})(${JSON.stringify(initial)}); })();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(throttling.profile, throttling.devtoolsAdjusted));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.profile.cpuSlowdown });
  return { context, page };
}

export interface Throttling {
  profile: NetworkProfile;
  devtoolsAdjusted: boolean;
}

export type RunResult = Partial<Record<StepKey, number>>;

/** A fresh player of the run, created and funded through the stack (as the end-to-end tests do). */
export async function newPlayer(request: APIRequestContext): Promise<Player> {
  const tag = randomBytes(4).toString('hex');
  const player = { username: `journey-${tag}`, email: `journey-${tag}@example.com`, password: PASSWORD };
  await createAccount(request, player);
  await fundPlayer(request, player, FUNDS);
  return player;
}

const LOGIN_FORM: EndOfStep = { path: '/login', all: [{ selector: 'input[type="email"]' }, { selector: 'button[type="submit"]', text: 'Se connecter' }] };

/**
 * Ours: /login → form → typed → 'Se connecter' → home → catalogue → Côte d'Ivoire → `day` → 18h → the builder
 * → ball 7 → 'Ajouter au panier' → the basket → 'Valider' → 'Succès!'.
 */
export async function ourJourney(browser: Browser, throttling: Throttling, appUrl: string, player: Player, day: string): Promise<RunResult> {
  const { context, page } = await throttledPage(browser, throttling, { name: 'formVisible', end: LOGIN_FORM });
  try {
    const result: RunResult = {};
    await page.goto(`${appUrl}/login`, { waitUntil: 'commit' });
    result.formVisible = await mark(page, 'formVisible');

    const typing = performance.now();
    await page.getByLabel(/^e-?mail/i).pressSequentially(player.email, { delay: KEY_DELAY_MS });
    await page.getByLabel(/^mot de passe/i).pressSequentially(player.password, { delay: KEY_DELAY_MS });
    result.typed = performance.now() - typing;

    result.submitToHome = await clickToFrame(page, 'home', { path: '/player', all: [{ selector: 'main h1' }, { selector: 'main a[href="/games"]' }] }, () =>
      page.getByRole('button', { name: 'Se connecter' }).click(),
    );
    result.homeToCatalogue = await clickToFrame(page, 'catalogue', { path: '/games', all: [{ selector: 'main a[href="/games/CI"]' }] }, () =>
      page.locator('main a[href="/games"]').click(),
    );
    result.catalogueToCountry = await clickToFrame(page, 'country', { path: '/games/CI', all: [{ selector: `main a[href="/games/CI/${day}"]` }] }, () =>
      page.locator('main a[href="/games/CI"]').click(),
    );
    result.countryToDay = await clickToFrame(page, 'day', { path: `/games/CI/${day}`, all: [{ selector: 'input[type="radio"][value="18h"]:not(:disabled)' }] }, () =>
      page.locator(`main a[href="/games/CI/${day}"]`).click(),
    );
    await chooseRadio(hourRadio(page, '18h'));
    const usable = 'button[data-number="7"][aria-pressed="false"]:not(:disabled):not([aria-disabled="true"])';
    result.hourToBuilder = await clickToFrame(page, 'builder', { path: `/betting/CI/${day}/18h`, all: [{ selector: usable }] }, () => continueButton(page).click());
    result.homeToBuilder = result.homeToCatalogue + result.catalogueToCountry + result.countryToDay + result.hourToBuilder;

    result.ballToFrame = await clickToFrame(page, 'ball', { all: [{ selector: 'button[data-number="7"][aria-pressed="true"]' }] }, () => ball(page, 7).click());

    await addButton(page).click();
    await basketButton(page, 1).click();
    await page.waitForURL(/\/basket$/);
    await validateButton(page).waitFor();
    const placed = page.waitForEvent('requestfinished', {
      predicate: (request: Request) => request.method() === 'POST' && request.url().includes('/rest/v1/rpc/place_bets'),
      timeout: STEP_TIMEOUT_MS,
    });
    result.validateToSuccess = await clickToFrame(page, 'success', { path: '/basket', all: [{ selector: '[role="alert"]', text: 'Succès!' }] }, () =>
      validateButton(page).click(),
    );
    const request = await placed;
    const status = (await request.response())?.status();
    if (status !== 200) throw new Error(`rpc/place_bets answered ${status}`);
    // from the request's start (connection included) to the last byte of its answer
    const { responseEnd } = request.timing();
    if (responseEnd >= 0) {
      result.placeBetsRequest = responseEnd;
      result.validateClientShare = result.validateToSuccess - responseEnd;
      result.validateBeyondWait = result.validateToSuccess - Math.max(1_500, responseEnd);
    }
    return result;
  } catch (error) {
    throw new Error(`our journey stopped on ${page.url()} (${await pageState(page)}): ${(error as Error).message}`, { cause: error });
  } finally {
    await context.close();
  }
}

/**
 * LotoHappy's public part (src/App.tsx at 4603e06: a screen state, not routes): `/` shows LoginScreen, one field
 * 'Email ou Numéro de téléphone' (#phone) and 'Continuer'; an identifier with '@' leads to PasswordLoginScreen
 * (#password and 'Se connecter'), in the page, without a request. Signing in calls its backend, which does not
 * exist here: the journey stops at the typed password.
 */
export async function peerJourney(browser: Browser, throttling: Throttling, peerUrl: string, player: Pick<Player, 'email' | 'password'>): Promise<RunResult> {
  const form: EndOfStep = { path: '/', all: [{ selector: '#phone' }, { selector: 'button', text: 'Continuer' }] };
  const { context, page } = await throttledPage(browser, throttling, { name: 'formVisible', end: form });
  try {
    const result: RunResult = {};
    await page.goto(`${peerUrl}/`, { waitUntil: 'commit' });
    result.formVisible = await mark(page, 'formVisible');
    const typing = performance.now();
    await page.locator('#phone').pressSequentially(player.email, { delay: KEY_DELAY_MS });
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await page.locator('#password').pressSequentially(player.password, { delay: KEY_DELAY_MS });
    result.typed = performance.now() - typing;
    return result;
  } catch (error) {
    throw new Error(`the peer's journey stopped on ${page.url()}: ${(error as Error).message}`, { cause: error });
  } finally {
    await context.close();
  }
}
