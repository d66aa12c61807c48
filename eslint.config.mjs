// One lint config for the workspace. The boundary rules are the point: they keep the micro-frontend
// areas independent (architecture.md "Layout") and keep secrets and heavy UI where they belong.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mfe-marketing', 'mfe-guest', 'mfe-client', 'mfe-cleaner', 'mfe-admin'];

/** Imports no browser package may make: supabase-js lives behind shared-data, antd behind shared-ui. */
const browserRestrictions = [
  { group: ['@supabase/*'], message: 'Only shared-data talks to Supabase: import from @spotless/shared-data.' },
  // A regex, not a gitignore-style group: `@spotless/shared-ui/antd` (our wrapper entry) must stay importable.
  { regex: '^(antd|@ant-design/[^/]+)(/.*)?$', message: 'Take UI from @spotless/shared-ui (it re-exports only the antd parts we use).' },
  // One router context across the shell and the areas, and no 51 KB shared copy of all of react-router.
  { group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'], message: 'Route through @spotless/shared-ui/router (the one tree-shaken, shared router; add an API there if you need one).' },
];

/** The development-only standalone mount: an area's bootstrap.tsx uses it; nothing the shell loads may. */
const standaloneRestriction = {
  group: ['@spotless/standalone', '@spotless/standalone/*'],
  message: 'Development only: mount an area with @spotless/standalone in its bootstrap.tsx, nowhere else.',
};

/** A remote may not import another remote or the shell (by package name or by relative path). */
function remoteRestrictions(self, { standalone = false } = {}) {
  return [
    ...browserRestrictions,
    ...(standalone ? [] : [standaloneRestriction]),
    { group: ['@spotless/shell', '@spotless/shell/*', '**/shell/src/**'], message: 'Remotes never import the shell.' },
    ...REMOTES.filter((r) => r !== self).map((other) => ({
      group: [`@spotless/${other}`, `@spotless/${other}/*`, `**/${other}/**`],
      message: `Remotes never import each other (${self} → ${other}); share through shared-ui or shared-data.`,
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/.data/**', '**/coverage/**',
      '**/test-results/**', '**/playwright-report/**', 'shared-data/src/database.types.ts', 'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'shared-data/src/**/*.{ts,tsx}',
      'tooling/standalone/src/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...browserRestrictions,
        standaloneRestriction,
        { group: REMOTES.flatMap((r) => [`@spotless/${r}`, `@spotless/${r}/*`, `**/${r}/**`]), message: 'The shell loads remotes at runtime through Module Federation, never by import.' },
      ] }],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: remoteRestrictions(remote) }] },
  })),
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/bootstrap.tsx`],
    rules: { 'no-restricted-imports': ['error', { patterns: remoteRestrictions(remote, { standalone: true }) }] },
  })),
  {
    // Browser code of the standalone mount: the areas' import rules, and it never reaches into an area or the shell.
    files: ['tooling/standalone/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...browserRestrictions,
        { group: ['@spotless/shell', '@spotless/shell/*', '@spotless/mfe-*'], message: 'The standalone mount receives the area App from bootstrap.tsx; it imports no area or shell.' },
      ] }],
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        browserRestrictions[0],
        { group: ['@spotless/shared-data', '@spotless/mfe-*', '@spotless/shell'], message: 'shared-ui is presentation only: no data access, no areas.' },
        { group: ['react-router-dom', 'react-router-dom/*'], message: 'src/router re-exports react-router (the core, bundled and tree-shaken), never the shared react-router-dom.' },
      ] }],
    },
  },
  {
    // The antd-free entry must stay antd-free: the home page's first paint depends on it.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/antd/**', '**/*.stories.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        browserRestrictions[0],
        { group: ['antd', 'antd/*', '@ant-design/*', '**/antd', '**/antd/**'], message: 'The core entry of shared-ui is antd-free; put antd parts under src/antd.' },
      ] }],
    },
  },
);
