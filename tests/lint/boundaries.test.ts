import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, on code that is not in the tree: each case names the file it would be.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const rule = 'import-x/no-restricted-paths';

// The first lint loads the config and walks the import graph (no-cycle): seconds on a loaded 2-core machine.
describe('lint enforces the one-way imports of DESIGN §3', { timeout: 60_000 }, () => {
  it('fails on a feature importing another feature', async () => {
    const found = await problems('src/features/betting/uses-games.ts', "export { Component } from '../games/catalogue-page';\n");
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${rule}: .*A feature never imports another feature`))]);
  });

  it('fails on a component importing src/api', async () => {
    const found = await problems('src/components/uses-api.ts', "export { login } from '../api/auth';\n");
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${rule}: .*Features and components never import src/api`))]);
  });

  it('fails on a feature importing src/api', async () => {
    const found = await problems('src/features/auth/uses-api.ts', "export { login } from '../../api/auth';\n");
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${rule}: .*the app provides effects`))]);
  });

  it('fails on a machine importing a screen, and on src/game importing a machine', async () => {
    // (no-restricted-imports, the older package rule, says so too)
    expect(await problems('machines/basket/uses-screen.ts', "export { BasketPage } from '../../src/features/basket/basket-page';\n")).toContainEqual(
      expect.stringMatching(new RegExp(`^${rule}: .*Machines are pure`)),
    );
    expect(await problems('src/game/uses-machine.ts', "export { basketMachine } from '../../machines/basket/basket.machine';\n")).toContainEqual(
      expect.stringMatching(new RegExp(`^${rule}: .*src/game is the bottom layer`)),
    );
  });

  it('fails on a feature other than QA loading the replayer', async () => {
    expect(await problems('src/features/basket/uses-qa.ts', "export { replayTrace } from '../../qa/replayer';\n")).toEqual([
      expect.stringMatching(/Only the app and the QA feature/),
    ]);
  });

  it('passes what the layers allow: a feature using its own files, components, machines and game rules; src/api using src/game', async () => {
    const feature = [
      "export { BasketView } from './basket-view';",
      "export { useBasket } from '../../components/basket-context';",
      "export { selectLines } from '../../../machines/basket/basket.selectors';",
      "export { formatAmount } from '../../game/format';",
    ].join('\n');
    expect(await problems('src/features/basket/allowed.ts', `${feature}\n`)).toEqual([]);
    expect(await problems('src/api/allowed.ts', "export { serializeBasket } from '../game/basket-item';\n")).toEqual([]);
    expect(await problems('src/app/allowed.ts', "export { login } from '../api/auth';\nexport { Component } from '../features/basket/basket-page';\n")).toEqual([]);
  });
});
