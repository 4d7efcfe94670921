import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** src/features/<f>: each folder is one feature. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import zones (DESIGN §3), checked on resolved paths: `target` files may not import from `from`.
 * One way only: game ← machines ← features/app; api ← app; src/qa (record and replay) ← app, the QA feature.
 */
const ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: what two features share moves to src/components or src/game (DESIGN §3).',
  })),
  {
    target: ['./src/features', './src/components'],
    from: './src/api',
    message: 'Features and components never import src/api: the app provides effects (src/app providers and containers, DESIGN §3).',
  },
  { target: ['./src/features', './src/components'], from: './src/app', message: 'src/app composes features and components, not the other way round.' },
  { target: './src/components', from: './src/features', message: 'App-wide components never import a feature.' },
  ...FEATURES.filter((feature) => feature !== 'qa').map((feature) => ({
    target: [`./src/features/${feature}`],
    from: './src/qa',
    message: 'Only the app and the QA feature load the recorder and replayer (docs/qa.md); containers use src/components/qa-recording.',
  })),
  { target: './src/components', from: './src/qa', message: 'Only the app and the QA feature load the recorder and replayer (docs/qa.md).' },
  {
    target: './src/qa',
    from: ['./src/features', './src/components', './src/app', './src/api'],
    message: 'src/qa records and replays machines: it knows machines and game rules, not screens, the app or Supabase.',
  },
  {
    target: './machines',
    from: ['./src/features', './src/components', './src/app', './src/api', './src/qa'],
    message: 'Machines are pure: they import src/game only; effects are stubs the containers provide (DESIGN §3).',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/components', './src/app', './machines', './src/qa'],
    message: 'src/api is data access only: it may use src/game, nothing above it.',
  },
  {
    target: './src/game',
    from: ['./src/features', './src/components', './src/app', './src/api', './src/qa', './src/theme', './machines'],
    message: 'src/game is the bottom layer: pure rules, no I/O, no UI.',
  },
];

const UI_AND_IO = [
  { group: ['react', 'react-dom', 'react-dom/*', 'react/*', '@xstate/react'], message: 'Pure code: no React here (DESIGN §3).' },
  { group: ['@mantine/*'], message: 'Pure code: no Mantine here (DESIGN §3).' },
  { group: ['@supabase/*'], message: 'Only src/api talks to Supabase (DESIGN §3).' },
];

/**
 * supabase-js calls the local stack refuses with a 400 where a hosted project accepts them, so src/api must not
 * use them (supabase/local/README.md, 'The supabase-js subset'): `.or()`, `.upsert()`, and selects of embedded
 * resources, aliases or casts (a string literal with '(' or ':' given to `.select()`).
 */
const LOCAL_STACK_SUBSET = 'the local stack answers it 400 where a hosted project accepts it (supabase/local/README.md, \'The supabase-js subset\').';
const LOCAL_STACK_REFUSES = [
  { selector: "CallExpression[callee.property.name='or']", message: `No .or() in src/api: filters are and-ed; ${LOCAL_STACK_SUBSET}` },
  { selector: "CallExpression[callee.property.name='upsert']", message: `No .upsert() in src/api: insert, or call an RPC; ${LOCAL_STACK_SUBSET}` },
  {
    selector: "CallExpression[callee.property.name='select'] > Literal.arguments[value=/[(:]/]",
    message: `No embedded resources, aliases or casts in .select(): a plain list of columns; ${LOCAL_STACK_SUBSET}`,
  },
  {
    selector: "CallExpression[callee.property.name='select'] > TemplateLiteral.arguments > TemplateElement[value.raw=/[(:]/]",
    message: `No embedded resources, aliases or casts in .select(): a plain list of columns; ${LOCAL_STACK_SUBSET}`,
  },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', '.local-db', '.storybook/public/mockServiceWorker.js', 'test-results', '.e2e', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // packages (paths are the import zones above)
  { files: ['machines/**'], rules: { 'no-restricted-imports': ['error', { patterns: UI_AND_IO }] } },
  {
    files: ['src/game/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...UI_AND_IO, { group: ['xstate'], message: 'src/game is plain rules, no machines.' }] }] },
  },
  {
    files: ['src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UI_AND_IO[0], UI_AND_IO[1]] }], 'no-restricted-syntax': ['error', ...LOCAL_STACK_REFUSES] },
  },
);
