import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { firstPageScripts } from './scripts/lib/first-page-scripts-plugin';
import { prerenderPages } from './scripts/lib/prerender-pages-plugin';
import { screenChunkGroups } from './scripts/lib/screen-chunk-groups';

// The pages most people see first after signing in, each in two files instead of dozens (the module says why).
const firstScreens = screenChunkGroups(
  [
    // The job seeker home's requests start before the frame's and the home's code has arrived: its own small file.
    { name: 'jobseeker-home-data', roots: /[\\/]src[\\/]web[\\/]features[\\/]jobseeker-dashboard[\\/]preload-home-data\.ts$/, whole: true },
    { name: 'signed-in-frame', roots: /[\\/]src[\\/]web[\\/]layouts[\\/]app-layout\.tsx$/ },
    { name: 'jobseeker-home', roots: /[\\/]src[\\/]web[\\/]features[\\/]jobseeker-dashboard[\\/]jobseeker-dashboard-screen\.tsx$/ },
  ],
  ['framework', 'mui-core', 'sign-in'],
);

// The API server serves the built app from dist/web; in `npm run dev` Vite proxies API paths to it.
const apiPrefixes = ['/api', '/login/', '/refresh/', '/sign-in-with-email', '/reset-password', '/resend-confirmation-email', '/personify-employee'];

// React Router's package.json sends every bundler to its development build, dev-only warnings and checks included
// (remix-run/react-router#12532, #14753); a production build takes the production one it ships beside it.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            // Emotion writes each new CSS rule while rendering, not in the commit (the module says why).
            {
              find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
              replacement: fileURLToPath(new URL('./src/web/app/emotion-styles-while-rendering.ts', import.meta.url)),
            },
            // MUI's default theme is the product theme, made once (the module says why). MUI's own modules import it
            // by a relative path, from its styles folder and from GlobalStyles.
            {
              find: /^(\.\/|\.\.\/styles\/)defaultTheme\.mjs$/,
              replacement: fileURLToPath(new URL('./src/web/app/mui-default-theme.ts', import.meta.url)),
            },
          ]
        : [],
  },
  plugins: [
    react(),
    // Compressed once at build, at the highest settings, beside each file: the server sends the .br or .gz
    // the browser accepts instead of compressing on every request.
    compression({
      algorithms: [
        ['brotliCompress', {}],
        ['gzip', { level: 9 }],
      ],
      include: /\.(js|css|html|svg|json|txt)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
    // MUI's Box without the theme it makes of its own (src/web/app/mui-box.ts says why); build only, like the
    // aliases above. Its package imports the module by a relative path, which an alias cannot tell from others'.
    {
      name: 'marketplace:mui-box',
      apply: 'build',
      enforce: 'pre',
      resolveId: (source, importer) =>
        source === './Box.mjs' && importer?.replaceAll('\\', '/').endsWith('/node_modules/@mui/material/Box/index.mjs')
          ? fileURLToPath(new URL('./src/web/app/mui-box.ts', import.meta.url))
          : null,
    },
    // The first page's files each evaluated in a task of their own (the module says why).
    firstPageScripts(),
    // /login and /signup drawn into HTML of their own, painted before any script arrives.
    prerenderPages(),
    firstScreens.plugin,
  ],
  root: '.',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Written for the error tracker, but not linked from the bundle; the server does not serve them either.
    sourcemap: 'hidden',
    // Every browser the product supports has module preload; the polyfill would only add bytes to every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before it can draw anything, in one file instead of a dozen small ones: each file
            // costs its own request and headers, and one stream compresses better than many.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion[\\/][^\\/]+|swr|stylis|hoist-non-react-statics|dequal)[\\/]/,
              priority: 20,
            },
            // MUI's styling engine and the handful of components the frame and the sign-in page draw: shared by every
            // page, so they come in one file too. Other components split off with the screens that use them. Only what
            // /login runs belongs in these two groups: MUI's `internal` folder, react-is and the like are used by lazy
            // screens alone and were 16 KB of the first page's weight when they were listed here. The theme providers
            // are named because the later pages' groups below would otherwise take them from the entry's file.
            {
              name: 'mui-core',
              test: /node_modules[\\/]@mui[\\/]material[\\/](styles|utils|transitions|colors|ButtonBase|Button|Typography|Paper|Box|Alert|CircularProgress|AppBar|Toolbar|Container|CssBaseline|IconButton|SvgIcon|Stack|Link|FormControl|InputBase|OutlinedInput|InputLabel|FormLabel|FormHelperText|GlobalStyles|DefaultPropsProvider|zero-styled|useMediaQuery)[\\/]|node_modules[\\/]@mui[\\/](system[\\/](ThemeProvider|RtlProvider)|private-theming)[\\/]/,
              priority: 15,
            },
            // The sign-in page and the few small helpers it shares with the other account screens (sign-up, reset,
            // e-mailed links), with what they import that the entry also needs (the API client, the session): split
            // apart they were five files under 1.5 KB, each paying for its own request.
            {
              name: 'sign-in',
              test: /([\\/]src[\\/]web[\\/](features[\\/]login[\\/]|api[\\/]account[\\/]sign-in-answer|components[\\/](use-focus-first-invalid|required-text-field)|navigation[\\/]safe-redirect-path)|@mui[\\/]icons-material[\\/]Lock\.)/,
              priority: 10,
            },
            ...firstScreens.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, `http://127.0.0.1:${process.env.PORT ?? 3000}`])),
  },
}));
