/**
 * npm run replay -- trace.json [more.json …]
 * Replays QA traces (docs/qa.md) into fresh machines, prints each transition, and exits 1 naming the
 * step of the first divergence from the recorded snapshots.
 */
import { readFileSync } from 'node:fs';
import { replayRegistry } from '../../src/qa/replay-registry';
import { formatDivergence, formatStep, replayTrace } from '../../src/qa/replayer';
import { parseTrace } from '../../src/qa/trace';

async function replayFile(path: string): Promise<boolean> {
  const trace = parseTrace(readFileSync(path, 'utf8'));
  const entry = replayRegistry[trace.machine.id];
  if (!entry) {
    console.error(`${path}: no machine "${trace.machine.id}" in the replay registry (${Object.keys(replayRegistry).join(', ')})`);
    return false;
  }
  console.log(`${path}: ${trace.machine.id}, ${trace.steps.length} steps`);
  const result = await replayTrace(trace, entry, { onStep: (step) => console.log(`  ${formatStep(step)}`) });
  if (result.divergence) {
    console.error(`${path}: ${formatDivergence(result.divergence)}`);
    return false;
  }
  console.log(`${path}: replayed green`);
  return true;
}

const files = process.argv.slice(2).filter((argument) => argument !== '--');
if (files.length === 0) {
  console.error('usage: npm run replay -- trace.json [more.json …]');
  process.exit(2);
}
let ok = true;
for (const file of files) {
  try {
    ok = (await replayFile(file)) && ok;
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    ok = false;
  }
}
process.exit(ok ? 0 : 1);
