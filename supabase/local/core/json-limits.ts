/**
 * Depth limits for JSON from requests. PGlite (Postgres in WebAssembly) has a small stack: a JSON
 * value nested ~20 000 levels deep breaks the instance for good, so nothing that deep may reach it.
 */

/** Any JSON body or value a request hands to the database. */
export const MAX_REQUEST_JSON_DEPTH = 64;

/**
 * The nesting depth of `[` and `{` in text read as JSON (brackets inside JSON strings do not count),
 * stopping as soon as it exceeds `limit`. Linear, no recursion, whatever the text.
 */
export function jsonTextDepth(text: string, limit = MAX_REQUEST_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (ch === 0x5d || ch === 0x7d) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** The nesting depth of a parsed JSON value (a scalar is 0), without recursion. */
export function jsonValueDepth(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const level = depth + 1;
    if (level > deepest) {
      deepest = level;
      if (deepest > limit) return deepest;
    }
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push([child, level]);
  }
  return deepest;
}
