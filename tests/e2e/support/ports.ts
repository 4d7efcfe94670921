/**
 * Ports of the test servers. Unless E2E_APP_PORT / E2E_STACK_PORT are set, the runner picks random
 * ones once and its workers and web server inherit them through the environment, so two runs on one
 * machine (or a developer's own 5173/4173/54321) never clash.
 */
function port(name: string, from: number): number {
  process.env[name] ??= String(from + Math.floor(Math.random() * 10_000));
  return Number(process.env[name]);
}

export const APP_PORT = port('E2E_APP_PORT', 20_000);
export const STACK_PORT = port('E2E_STACK_PORT', 30_000);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
