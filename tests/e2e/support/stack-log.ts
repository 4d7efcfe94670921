import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { E2E_DIR } from './build-app';

/**
 * The e2e stack's log (tests/e2e/support/serve.ts writes it, one line per entry): what the local stack
 * would have e-mailed, such as a password recovery link, is read from it.
 */
export function stackLogFile(stackPort: number): string {
  return resolve(E2E_DIR, `stack-${stackPort}.log`);
}

/** The recovery links the stack logged for `email` so far, oldest first. */
export async function loggedRecoveryLinks(stackPort: number, email: string): Promise<string[]> {
  const text = await readFile(stackLogFile(stackPort), 'utf8').catch(() => '');
  const prefix = `password recovery for ${email}: `;
  return text
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length));
}
