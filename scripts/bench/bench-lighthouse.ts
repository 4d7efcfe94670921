/**
 * npm run bench:lighthouse [-- --check]: Lighthouse (mobile: emulated phone, simulated slow 4G and a
 * 4× slower CPU) with Debian's Chromium on /, /login and a betting page, each audited perf-budget.json's
 * `lighthouse.runs` times on a fresh profile, printing the median performance score, LCP, TBT and CLS.
 * The build is served gzipped over HTTP/2 (TLS with a throwaway certificate), as a production static host
 * serves it: over HTTP/1.1 Lighthouse would model six connections and queue the route's ~30 chunks. The
 * betting page needs a session: a player is signed in through the local stack and the session is written
 * to localStorage on a blank page of the app's origin before the audit. --check fails when a median
 * is beyond perf-budget.json's budget by more than its tolerance.
 *
 * --compare <dir>: another built app (a peer's `vite build` output) is served by the same server on the
 * next port and audited on the same public pages in the same run, each of its runs right after ours
 * (interleaved, so both meet the same machine load); its medians and the ratios peer ÷ ours are printed.
 * A peer routes its own way: its page is measured wherever it ends.
 *
 * --page <key> audits that page only ('/', '/login' or '/betting'), to measure one change quickly.
 *
 * LH_LONG_TASKS=1 prints, for each run, the long tasks that end after the first contentful paint (the ones
 * Total Blocking Time counts): start + duration in Lighthouse's simulated milliseconds, and their script.
 * LH_SAVE=<dir> writes each run's report and trace there, as JSON ({ lhr, trace }), to read a run after the fact.
 * LH_THROTTLING=devtools has Chromium throttle the page (the same CPU factor, DevTools' slow 4G) instead of
 * Lighthouse simulating it from an unthrottled run: a second opinion on the simulation, not what the budget holds.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { E2E_DIR, buildApp } from '../../tests/e2e/support/build-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { BLANK_PATH, startStaticServer } from '../../tests/e2e/support/static-server';
import { type Session, openBettingPath, signInSession } from './bench-session';
import { REPO_ROOT, startStackChild, stopStackChild } from './bench-support';
import { type LighthouseBudget, type LighthouseMeasure as Measure, budgetFailures, loadBudget, markdownTable, median, ratio, runDetails } from '../tools/perf-budget';

const APP_PORT = Number(process.env.LH_APP_PORT ?? 4318);
const STACK_PORT = Number(process.env.LH_STACK_PORT ?? 54342);
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;

/** A throwaway self-signed certificate for 127.0.0.1, so the page is served over HTTP/2 like a production host. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `--compare <dir>`'s directory, resolved, or null. */
export function compareDir(argv: readonly string[]): string | null {
  const at = argv.indexOf('--compare');
  if (at === -1) return null;
  const dir = argv[at + 1];
  if (!dir || dir.startsWith('--')) throw new Error('--compare needs the directory of a built app');
  return resolve(dir);
}

export async function audit(url: string, storage: Session | null, { samePath = true }: { samePath?: boolean } = {}): Promise<Measure> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--ignore-certificate-errors'],
    logLevel: 'error',
  });
  try {
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(new URL(BLANK_PATH, url).href);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), storage);
      await page.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Each run has a fresh profile, so the cache is cold anyway; keeping storage keeps the session.
      disableStorageReset: true,
      ...(process.env.LH_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.LH_LONG_TASKS) {
      const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
      const items = ((lhr.audits['long-tasks']?.details as { items?: { startTime: number; duration: number; url: string }[] })?.items ?? []).filter((t) => t.startTime + t.duration > fcp);
      console.log(`    FCP ${Math.round(fcp)}: ${items.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`).join(', ')}`);
    }
    console.log(`    ${runDetails(lhr)}`);
    if (process.env.LH_SAVE) {
      mkdirSync(process.env.LH_SAVE, { recursive: true });
      writeFileSync(join(process.env.LH_SAVE, `lighthouse-${Date.now()}.json`), JSON.stringify({ lhr, trace: (result.artifacts as { Trace?: unknown }).Trace }));
    }
    const finalUrl = lhr.finalDisplayedUrl;
    if (samePath && new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

export function medianMeasure(runs: Measure[]): Measure {
  return {
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

async function main() {
  const check = process.argv.includes('--check');
  const peerDir = compareDir(process.argv);
  const budget = loadBudget();
  const runs = budget.lighthouse.runs;
  const outDir = resolve(E2E_DIR, 'lighthouse-dist');
  await buildApp(outDir, STACK_URL);
  // The stack in its own process, at a lower priority than the browser: a phone does not share its CPU with the
  // server. In this process, its answers to the page's first queries lengthened the page's tasks on this 2-core
  // machine (docs/decisions.md, 'Lighthouse: the server off the phone's CPU').
  const stack = await startStackChild('memory', 'generous', REPO_ROOT, { port: STACK_PORT, niceness: 10 });
  const tls = selfSignedCertificate();
  const app = await startStaticServer(outDir, APP_PORT, { tls });
  const peer = peerDir ? await startStaticServer(peerDir, APP_PORT + 1, { tls }) : null;
  const only = process.argv.includes('--page') ? process.argv[process.argv.indexOf('--page') + 1] : null;
  const targets = [
    { key: '/', path: '/', session: false },
    { key: '/login', path: '/login', session: false },
    { key: '/betting', path: openBettingPath(new Date()), session: true },
  ].filter((target) => only === null || target.key === only);
  if (targets.length === 0) throw new Error(`--page ${only}: not one of /, /login, /betting`);
  const failures: string[] = [];
  const rows: string[][] = [];
  const peerRows: string[][] = [];
  const show = (m: Measure) => `score ${m.performance}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}`;
  try {
    const storage = await signInSession(STACK_URL);
    for (const target of targets) {
      const measures: Measure[] = [];
      const peerMeasures: Measure[] = [];
      // the peer has no account on our stack: it is compared on the public pages only
      const withPeer = peer && !target.session ? peer : null;
      for (let i = 0; i < runs; i++) {
        const m = await audit(`${app.url}${target.path}`, target.session ? storage : null);
        console.log(`  ${target.path} run ${i + 1}/${runs}: ${show(m)}`);
        measures.push(m);
        if (withPeer) {
          const p = await audit(`${withPeer.url}${target.path}`, null, { samePath: false });
          console.log(`  peer ${target.path} run ${i + 1}/${runs}: ${show(p)}`);
          peerMeasures.push(p);
        }
      }
      const m = medianMeasure(measures);
      if (withPeer) {
        const p = medianMeasure(peerMeasures);
        peerRows.push([
          target.path,
          `${m.performance} / ${p.performance}`,
          `${(m.lcpMs / 1000).toFixed(2)} s / ${(p.lcpMs / 1000).toFixed(2)} s (${ratio(p.lcpMs, m.lcpMs)})`,
          `${Math.round(m.tbtMs)} ms / ${Math.round(p.tbtMs)} ms (${ratio(p.tbtMs, m.tbtMs)})`,
          `${m.cls.toFixed(3)} / ${p.cls.toFixed(3)}`,
        ]);
      }
      const b = budget.lighthouse[target.key] as LighthouseBudget;
      const over = budgetFailures(target.path, m, b, budget.tolerance);
      failures.push(...over);
      rows.push([
        target.path,
        `${m.performance} (≥ ${b.performance})`,
        `${(m.lcpMs / 1000).toFixed(2)} s (≤ ${b.lcpMs / 1000})`,
        `${Math.round(m.tbtMs)} ms (≤ ${b.tbtMs}${b.tbtGuardMs ? `; guard ${b.tbtGuardMs}` : ''})`,
        `${m.cls.toFixed(3)} (≤ ${b.cls})`,
        over.length ? 'OVER' : budgetFailures(target.path, m, { ...b, tbtGuardMs: undefined }, 0).length ? 'over target, within tolerance or guard' : 'ok',
      ]);
    }
  } finally {
    await app.close();
    await peer?.close();
    await stopStackChild(stack.child);
  }
  console.log(`\nLighthouse ${'12'} mobile, Debian Chromium, median of ${runs} runs (budget: perf-budget.json, tolerance ${budget.tolerance * 100}%)\n`);
  console.log(markdownTable(['page', 'performance', 'LCP', 'TBT', 'CLS', 'status'], rows));
  if (peerDir) {
    console.log(`\nCompared with ${peerDir} (same server, interleaved runs; medians ours / peer, ratio peer ÷ ours)\n`);
    console.log(markdownTable(['page', 'performance', 'LCP', 'TBT', 'CLS'], peerRows));
  }
  if (check && failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
