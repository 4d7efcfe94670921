import { type MantineColorsTuple, createTheme } from '@mantine/core';

const amber: MantineColorsTuple = [
  '#fff8e1', '#ffecb3', '#ffe082', '#ffd54f', '#ffca28', '#ffc107', '#ffb300', '#ffa000', '#ff8f00', '#ff6f00',
];

/** The one theme of the app, Storybook and the tests. */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  colors: { amber },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
});
