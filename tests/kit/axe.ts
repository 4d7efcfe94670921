/**
 * The axe-core rules every accessibility check runs: WCAG 2.0 and 2.1 at levels A and AA, the rules
 * axe maps to RGAA 4 (the French reference, e.g. 6.1.5 for 2.5.3 'Label in Name'), and axe's best
 * practices. Serious and critical violations fail.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'RGAAv4', 'best-practice'];

export const BLOCKING_IMPACTS: readonly (string | null | undefined)[] = ['serious', 'critical'];
