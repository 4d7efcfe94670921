import type { AnyMachineSnapshot, StateValue } from 'xstate';

/** The ids of the state nodes a snapshot is in, root included, read from its public `value`. */
export function activeStateNodeIds(snapshot: AnyMachineSnapshot): string[] {
  const ids = [snapshot.machine.id];
  const walk = (value: StateValue, prefix: string) => {
    if (typeof value === 'string') {
      ids.push(`${prefix}.${value}`);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      ids.push(`${prefix}.${key}`);
      if (child !== undefined) walk(child, `${prefix}.${key}`);
    }
  };
  walk(snapshot.value, snapshot.machine.id);
  return ids;
}
