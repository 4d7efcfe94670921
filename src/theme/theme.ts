import { type MantineColorsTuple, createTheme } from '@mantine/core';

// Shades 7–9 are dark enough for white text or text on white (WCAG AA, ≥ 4.5:1).
const amber: MantineColorsTuple = [
  '#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f',
];
// Mantine's default red.6 (#fa5252, 3.3:1) is the error colour: darkened so messages pass AA.
const red: MantineColorsTuple = [
  '#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#f03e3e', '#c92a2a', '#b02525', '#962020', '#7a1a1a',
];
// Mantine's orange with shades 7–9 darkened: #d9480f is 4.3:1 on white and 3.6:1 on its own light background.
const orange: MantineColorsTuple = [
  '#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#c2410c', '#9a3412', '#7c2d12',
];
const forest: MantineColorsTuple = [
  '#e8f5e9', '#c8e6c9', '#a5d6a7', '#81c784', '#66bb6a', '#4caf50', '#43a047', '#388e3c', '#2e7d32', '#1b5e20',
];
// Mantine's gray with shade 6 darkened: it is the `dimmed` text colour, and #868e96 is 3.3:1 on white.
const gray: MantineColorsTuple = [
  '#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#666d75', '#495057', '#343a40', '#212529',
];

/** The one theme of the app, Storybook and the tests. */
export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 8,
  colors: { amber, forest, gray, orange, red },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  components: {
    // A plain object, not PasswordInput.extend(), so the theme does not pull the component into every page.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Afficher ou masquer la saisie' } } },
  },
});
