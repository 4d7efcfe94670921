import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const UI_AND_IO = [
  { group: ['react', 'react-dom', 'react-dom/*', 'react/*', '@xstate/react'], message: 'Pure code: no React here (DESIGN §3).' },
  { group: ['@mantine/*'], message: 'Pure code: no Mantine here (DESIGN §3).' },
  { group: ['@supabase/*'], message: 'Only src/api talks to Supabase (DESIGN §3).' },
  { group: ['**/api/*', '**/src/api/*'], message: 'Machines and game rules never import src/api (DESIGN §3).' },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', '.local-db', '.storybook/public/mockServiceWorker.js', 'test-results', '.e2e', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/game/**', 'machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...UI_AND_IO, { group: ['**/features/*', '**/components/*', '**/app/*'], message: 'One-way imports: game ← machines ← features/app.' }] },
      ],
    },
  },
  {
    files: ['src/game/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...UI_AND_IO, { group: ['**/machines/*', 'xstate', '**/features/*', '**/components/*', '**/app/*'], message: 'src/game is the bottom layer.' }] },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [UI_AND_IO[0], UI_AND_IO[1], { group: ['**/features/*', '**/machines/*', '**/app/*'], message: 'src/api is data access only.' }] }],
    },
  },
);
