import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { prerenderedFileOf } from '../../src/shared/prerendered-pages';
import { createHash } from 'node:crypto';
import { ENTRY_SCRIPT, moduleScriptSources, scriptLoaderCode, withoutImportScripts, withoutModulePreloads } from './first-page-scripts-plugin';

interface RenderPageModule {
  PRERENDERED_PATHS: readonly string[];
  renderPage: (pagePath: string) => Promise<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * The styles emotion wrote beside the elements (one <style> per first use), gathered into the head: the page's
 * rules in one element naming every rule it holds, which emotion in the browser reads as already inserted, and
 * each global style as it came, which its component finds by name. Left in the body, emotion would move each
 * one to the head at start, one DOM move at a time, before React could hydrate.
 */
export function hoistEmotionStyles(markup: string): { styles: string; body: string } {
  const names: string[] = [];
  const globals: string[] = [];
  let rules = '';
  const body = markup.replace(EMOTION_STYLE, (element, attribute: string, css: string) => {
    const [key, ...ruleNames] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ruleNames);
      rules += css;
    } else {
      globals.push(element);
    }
    return '';
  });
  return { styles: `${globals.join('')}<style data-emotion="css ${names.join(' ')}">${rules}</style>`, body };
}

/**
 * The built index.html with a page drawn into its root. The page is painted from this HTML; its scripts only
 * make it respond (React hydrates what is there). So the page's one script is a small loader (`loader`, the path
 * of scriptLoaderCode's file), fetched at low priority, which adds the first page's module scripts once the page
 * has painted: a script that has arrived before the browser's first paint counts as holding that paint in
 * Lighthouse's model of a slow phone, though the paint never waits for it there. Added by the loader, the modules
 * are still each evaluated in a task of their own (first-page-scripts-plugin.ts says why), and asked for at once.
 */
export function pageHtml(shell: string, markup: string, loader: string): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to draw a page into.`);
  if (!ENTRY_SCRIPT.test(shell)) throw new Error('index.html has no entry script for the loader to stand in for.');
  const { styles, body } = hoistEmotionStyles(markup);
  return withoutModulePreloads(withoutImportScripts(shell))
    .replace('</head>', `${styles}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`)
    .replace(ENTRY_SCRIPT, `<script type="module" fetchpriority="low" crossorigin src="${loader}"></script>`);
}

/** The loader of the drawn pages (pageHtml), written under a name of its content's hash as every asset is. */
function writeScriptLoader(outDir: string, shell: string): string {
  const code = scriptLoaderCode(moduleScriptSources(shell));
  const file = `assets/first-page-loader-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeCompressed(path.join(outDir, file), code);
  return `/${file}`;
}

function writeCompressed(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  // Beside it, as the compression plugin does for the rest: the server sends the one the browser accepts.
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

/**
 * After the browser build, draws each page the route table marks `prerender` into an HTML file of its own
 * (src/shared/prerendered-pages.ts names it), by running the app in Node through Vite's server-side module loader.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'marketplace:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // Its own configuration, not vite.config.ts: that one holds this plugin.
      const server = await createServer({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { PRERENDERED_PATHS, renderPage } = (await server.ssrLoadModule('/src/web/prerender/render-page.tsx')) as RenderPageModule;
        const loader = writeScriptLoader(outDir, shell);
        for (const pagePath of PRERENDERED_PATHS) {
          writeCompressed(path.join(outDir, prerenderedFileOf(pagePath)), pageHtml(shell, await renderPage(pagePath), loader));
        }
      } finally {
        await server.close();
      }
    },
  };
}
