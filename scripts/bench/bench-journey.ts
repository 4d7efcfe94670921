/**
 * npm run bench:journey [-- --runs N] [--profile slow3g|slow4g|all] [--peer <dir> | --skip-peer] [--check] [--devtools-adjusted]
 *
 * A player's journey on a throttled phone (issue 42), in Debian's Chromium through Playwright, each run in a fresh
 * browser context (cold cache, no service worker) on a 360×740 touch screen, fr-FR, Africa/Abidjan, the page's
 * clock real (the stack's tokens are real-time). Two profiles (scripts/bench/journey-report.ts): slow 3G (300 ms
 * round trips, 750 kbit/s both ways) and Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), the CPU
 * 4× slower in both. Timed, in the page's own clock (scripts/bench/journey-steps.ts says how):
 *   - /login: navigation → form visible; e-mail and password typed; 'Se connecter' → home shown;
 *   - home → catalogue → Côte d'Ivoire → tomorrow → 18h → the builder usable (a draw on sale whenever the bench runs);
 *   - a ball click → the frame that paints it selected;
 *   - 'Valider' → 'Succès!', and the rpc/place_bets request's share of it (the spec's 1.5 s floor is in the total).
 * The app is built and the local stack started as bench:lighthouse does, the build served gzipped over HTTP/2 (TLS).
 * Each run has its own player, created and funded through the stack beforehand (untimed).
 *
 * The peer, LotoHappy at 4603e06 (`bash scripts/bench/build-peer.sh` builds it with its own `vite build`; without
 * --peer its cached build is used), is served by the same server on the next port and measured on the public
 * steps (its form, typing), each of its runs right after ours (interleaved, so both meet the same load); its
 * backend does not exist here, so nothing after its form is measured ('n/a'). Chromium resolves no host but
 * 127.0.0.1: a call to the internet fails at once rather than waiting on a network this machine may not have.
 *
 * Prints one Markdown table per profile: medians, min–max, the peer's median and peer ÷ ours. --check compares the
 * median of 'Se connecter' → home on slow 3G with perf-budget.json's `journey.signInToHomeMs` when it has one.
 *
 * The profiles' latency is Chromium's per request (`Network.emulateNetworkConditions`): a connection's handshakes
 * cost nothing, so a page pays fewer round trips than on a real 3G. --devtools-adjusted applies Lighthouse's
 * factors for that throttling (latency ×3.75, throughput ×0.9), the pessimistic bound.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type APIRequestContext, type Browser, chromium, request as playwrightRequest } from '@playwright/test';
import { E2E_DIR, PROJECT_ROOT, buildApp } from '../../tests/e2e/support/build-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { STACK_PORT, STACK_URL } from '../../tests/e2e/support/ports';
import { type RunningStack, startLocalStack } from '../../tests/e2e/support/stack';
import { type StaticServer, startStaticServer } from '../../tests/e2e/support/static-server';
import { selfSignedCertificate } from './bench-lighthouse';
import { openBettingPath } from './bench-session';
import {
  PROFILES,
  type Samples,
  addRun,
  journeyBudget,
  journeyTable,
  parseJourneyArgs,
  profileTitle,
  signInBudgetFailure,
  summarize,
} from './journey-report';
import { KEY_DELAY_MS, TYPED_KEYS, type RunResult, newPlayer, ourJourney, peerJourney } from './journey-steps';
import { loadBudget } from '../tools/perf-budget';

// bench:lighthouse serves on 4318/4319: another pair, so both can run at once. The stack's port is the
// end-to-end helpers' (tests/e2e/support/ports.ts: E2E_STACK_PORT, else a random one), which createAccount
// and fundPlayer call.
const APP_PORT = Number(process.env.JOURNEY_APP_PORT ?? 4328);
export const PEER_BUILD = resolve(PROJECT_ROOT, 'node_modules/.cache/lotohappy-4603e06/build');
/** Every host but the loopback fails to resolve (the peer would call its ngrok backend). */
const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

const show = (r: RunResult) =>
  Object.entries(r)
    .map(([key, ms]) => `${key} ${Math.round(ms)}`)
    .join(', ');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main(): Promise<number> {
  const args = parseJourneyArgs(process.argv.slice(2));
  const peerDir = args.skipPeer ? null : (args.peerDir ?? PEER_BUILD);
  if (peerDir && !existsSync(join(peerDir, 'index.html'))) {
    throw new Error(
      `no built peer at ${peerDir}: build LotoHappy with \`bash scripts/bench/build-peer.sh\`, pass --peer <its build>, or --skip-peer`,
    );
  }
  if (args.check && (!args.profiles.includes('slow3g') || args.devtoolsAdjusted)) {
    throw new Error('--check reads the slow3g profile as the issue defines it: run it (--profile slow3g or all), without --devtools-adjusted');
  }
  // "/betting/CI/<weekday>/18h": tomorrow's 18h in Côte d'Ivoire, on sale for at least 18 hours more
  const day = openBettingPath(new Date()).split('/')[3]!;
  console.log(`bench:journey: ${args.runs} runs a profile, ${peerDir ? `peer ${peerDir}` : 'no peer'}; load average ${load()}`);

  const outDir = resolve(E2E_DIR, 'journey-dist');
  await buildApp(outDir, STACK_URL);
  let stack: RunningStack | null = null;
  let app: StaticServer | null = null;
  let peer: StaticServer | null = null;
  let browser: Browser | null = null;
  let api: APIRequestContext | null = null;
  const tables: string[] = [];
  let signInMedian: number | null = null;
  try {
    stack = await startLocalStack(STACK_PORT);
    const tls = selfSignedCertificate();
    app = await startStaticServer(outDir, APP_PORT, { tls });
    peer = peerDir ? await startStaticServer(peerDir, APP_PORT + 1, { tls }) : null;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, LOOPBACK_ONLY], headless: true });
    api = await playwrightRequest.newContext();
    for (const key of args.profiles) {
      const throttling = { profile: PROFILES[key], devtoolsAdjusted: args.devtoolsAdjusted };
      const title = profileTitle(throttling.profile, args.devtoolsAdjusted);
      console.log(`\n${title}`);
      const ours: Samples = {};
      const theirs: Samples = {};
      for (let i = 1; i <= args.runs; i++) {
        const player = await newPlayer(api);
        const r = await ourJourney(browser, throttling, app.url, player, day);
        console.log(`  run ${i}/${args.runs} ours: ${show(r)}`);
        addRun(ours, r);
        if (peer) {
          const p = await peerJourney(browser, throttling, peer.url, player);
          console.log(`  run ${i}/${args.runs} LotoHappy: ${show(p)}`);
          addRun(theirs, p);
        }
      }
      if (key === 'slow3g' && !args.devtoolsAdjusted) signInMedian = summarize(ours.submitToHome ?? [])?.median ?? null;
      tables.push(`### ${title}\n\n${journeyTable(ours, peer ? theirs : null)}`);
    }
  } finally {
    await api?.dispose().catch(() => {});
    await browser?.close().catch(() => {});
    await app?.close().catch(() => {});
    await peer?.close().catch(() => {});
    await stack?.stop().catch(() => {});
  }

  console.log(`\n## bench:journey: median of ${args.runs} runs, cold cache, Debian Chromium, 360×740 touch; load average at the end ${load()}\n`);
  console.log(tables.join('\n\n'));
  console.log(
    [
      '',
      'Times are the page\'s own: from the click\'s timeStamp (or the navigation\'s start) to the first animation frame that',
      `paints the step's end. Typing (${TYPED_KEYS} keys, ${KEY_DELAY_MS} ms apart) is timed around Playwright's key presses.`,
      "'Valider' → 'Succès!' includes the spec's 1.5 s minimum of the loading state; place_bets is the request's own",
      'duration (connection, throttled network and server), from Playwright\'s request timing.',
      ...(peerDir
        ? [
            "LotoHappy: / → its form ('Email ou Numéro de téléphone' and 'Continuer'); typed = the e-mail, 'Continuer', then the",
            "password on its second screen. Its sign-in needs its backend, absent here: nothing after is measured (n/a).",
          ]
        : []),
    ].join('\n'),
  );

  if (args.check) {
    const file = loadBudget();
    const budget = journeyBudget(file);
    if (!budget) {
      console.log('\n--check: perf-budget.json has no `journey` section (e.g. { "journey": { "signInToHomeMs": 1500 } }): nothing to check');
      return 0;
    }
    if (signInMedian === null) throw new Error("--check: no 'Se connecter' → home was measured on slow 3G");
    const failure = signInBudgetFailure(signInMedian, budget, file.tolerance);
    if (failure) {
      console.error(`\nOver budget:\n  ${failure}`);
      return 1;
    }
    console.log(`\nWithin budget: 'Se connecter' → home ${Math.round(signInMedian)} ms ≤ ${budget.signInToHomeMs} ms`);
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exit(await main());
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
