import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outsideWeb = ['**/web/**', '../web/*'];
const outsideServer = ['**/server/**', '../server/*'];
// A feature imports the shared layers (api, components, forms, matches, session…), never another feature: what
// two features share moves down into a shared layer. From src/web/features/<name>/<file>, "../<other>/…" is a
// sibling feature.
const siblingFeature = {
  regex: '^\\.\\./(?!\\.\\./)[^/]+/',
  message: 'A feature never imports another feature: move what both need into a shared layer (components, api, matches, …).',
};

// Server folders with a public entry (issue 37 item 8): another folder imports one of these only through its index.ts
// (none yet where no other folder imports it), as a web feature is imported through its own. The others are shared
// layers anyone may reach into (db, http, errors, logging, queue, auth, abuse, mail, metrics, backup, flows, records,
// uploads). The server's own files (app.ts, server.ts…) wire every folder's routes and are not held to it.
const serverPublicEntries = [
  'accounts',
  'employers',
  'health',
  'invoices',
  'jobs',
  'matching',
  'messages',
  'notifications',
  'platform',
  'referrals',
  'reports',
  'resumes',
  'roles',
  'seed',
  'settings',
  'staff',
  'terms',
  'two-factor',
  'universities',
];
const serverFolders = readdirSync(fileURLToPath(new globalThis.URL('./src/server', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = serverPublicEntries.map((folder) => ({
  target: serverFolders.filter((other) => other !== folder).map((other) => `./src/server/${other}/**`),
  from: `./src/server/${folder}`,
  except: ['./index.ts'],
  message: `Import ${folder} through src/server/${folder}/index.ts, its public entry: export there what other folders need.`,
}));

// Every dialog is an AppDialog (src/web/components/app-dialog.tsx), which keeps it reachable by screen readers once
// open (reveal-entered-modal.ts says why MUI's own may not be).
// The web app's own shapes for a dialog and a redirect, in place of the libraries' plain ones.
const webShapes = [
  { name: '@mui/material/Dialog', message: 'Use AppDialog from src/web/components/app-dialog.tsx.' },
  { name: '@mui/material', importNames: ['Dialog'], message: 'Use AppDialog from src/web/components/app-dialog.tsx.' },
  {
    name: 'react-router-dom',
    importNames: ['Navigate'],
    message: 'Use Redirect from src/web/navigation/redirect.tsx: it does not pull back a person who has already followed a link.',
  },
];

const noSqlInRoutes = 'A route file holds no SQL: put the query in the repository of its table (src/server/**/*-repository.ts) and call that.';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/generated/**', 'src/server/db/migrations/**', '.test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: webShapes, patterns: [{ group: outsideServer, message: 'The web app talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['src/web/components/app-dialog.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: outsideServer, message: 'The web app talks to the server over HTTP only.' }] }],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: webShapes, patterns: [{ group: outsideServer, message: 'The web app talks to the server over HTTP only.' }, siblingFeature] },
      ],
    },
  },
  {
    // The session (token, claims, expiry) stands below the API client, which reads it; refreshing a session
    // calls the API, so it lives above both, in session-refresh/.
    files: ['src/web/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webShapes,
          patterns: [
            { group: outsideServer, message: 'The web app talks to the server over HTTP only.' },
            { group: ['../api/*', '../api/**'], message: 'session/ stands below api/: what needs both goes in session-refresh/.' },
          ],
        },
      ],
    },
  },
  {
    // Import cycles make load order matter and hide which module owns what. This rule skips `import type`:
    // `npm run check:cycles` (dpdm) finds the circles those close too.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: outsideWeb, message: 'The server never imports the web app.' }] }],
    },
  },
  {
    // Route files validate, authorise, call a repository or a use-case and answer: their SQL lives in the
    // repository of its table (issue 37 item 2), where the next route that needs the same query finds it.
    files: ['src/server/**/*-route.ts', 'src/server/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: noSqlInRoutes }],
          patterns: [
            { group: outsideWeb, message: 'The server never imports the web app.' },
            { group: ['drizzle-orm/*'], message: noSqlInRoutes },
          ],
        },
      ],
    },
  },
  {
    files: ['src/flows/**/*.ts', 'src/shared/**/*.ts', 'src/generated/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...outsideWeb, ...outsideServer], message: 'flows, shared and generated stand below web and server.' }] },
      ],
    },
  },
  {
    // The flow engine runs in the browser as well as on the server: no Node built-ins.
    files: ['src/flows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...outsideWeb, ...outsideServer], message: 'flows, shared and generated stand below web and server.' },
            { regex: '^node:', message: 'src/flows runs in the browser too: no Node built-ins.' },
          ],
          paths: ['fs', 'path', 'os', 'url', 'crypto', 'util', 'stream', 'child_process'].map((name) => ({
            name,
            message: 'src/flows runs in the browser too: no Node built-ins.',
          })),
        },
      ],
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
