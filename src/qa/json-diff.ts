import type { Json } from './trace';

export interface JsonDifference {
  /** where the values part, e.g. `context.selection.numbers[2]` */
  path: string;
  expected: Json | undefined;
  actual: Json | undefined;
}

/** The first place where two JSON values differ, or undefined when they are equal. */
export function firstDifference(expected: Json | undefined, actual: Json | undefined, path = ''): JsonDifference | undefined {
  if (expected === actual) return undefined;
  const bothArrays = Array.isArray(expected) && Array.isArray(actual);
  const bothObjects =
    typeof expected === 'object' && typeof actual === 'object' && expected !== null && actual !== null &&
    !Array.isArray(expected) && !Array.isArray(actual);
  if (bothArrays) {
    const length = Math.max(expected.length, actual.length);
    for (let index = 0; index < length; index += 1) {
      const difference = firstDifference(expected[index], actual[index], `${path}[${index}]`);
      if (difference) return difference;
    }
    return undefined;
  }
  if (bothObjects) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      const difference = firstDifference(expected[key], actual[key], path ? `${path}.${key}` : key);
      if (difference) return difference;
    }
    return undefined;
  }
  return { path: path || '(root)', expected, actual };
}
