import type { Plugin } from 'vite';

/** The entry's script tag, as Vite writes it into the built index.html. */
export const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\r?\n?/g;
/** Marks the scripts written here, so that a page built from this HTML can leave them out (withoutImportScripts). */
const MARK = 'data-entry-import';
const IMPORT_SCRIPT = new RegExp(`[ \\t]*<script type="module" crossorigin src="[^"]+" ${MARK}></script>\\r?\\n?`, 'g');

/**
 * The built index.html with each module the entry imports loaded by a module script of its own, ahead of the
 * entry's, instead of preloaded beside it. The browser evaluates each module script in a task of its own, so the
 * first page's code runs in four tasks (React and the router, MUI, the sign-in helpers, the app) instead of one
 * that blocked a phone for some 200 ms: Lighthouse's total blocking time counts each task's time beyond 50 ms.
 * The files are still all asked for at once, as the preloads asked for them. The pages drawn at build leave these
 * scripts out (prerender-pages-plugin.ts says why). Vite writes the preloads dependencies first, the order in
 * which the scripts must run; a script run out of that order would only evaluate the modules it imports in its
 * own task, as the entry did before.
 */
export function firstPageScriptsHtml(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (entry === null) return html;
  const files = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (files.length === 0) return html;
  const indent = /[ \t]*$/.exec(html.slice(0, entry.index))?.[0] ?? '';
  const scripts = files.map((file) => `<script type="module" crossorigin src="${file}" ${MARK}></script>\n${indent}`).join('');
  return withoutModulePreloads(html).replace(ENTRY_SCRIPT, (tag) => `${scripts}${tag}`);
}

/** The HTML without the module preloads Vite writes beside the entry's script. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/** The HTML with only the entry's script: the modules it imports are fetched as it asks for them. */
export function withoutImportScripts(html: string): string {
  return html.replace(IMPORT_SCRIPT, '');
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/g;

/** The sources of the page's module scripts, in the order the browser runs them. */
export function moduleScriptSources(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
}

/**
 * A script that adds the given module scripts to the page, each to run in a task of its own, in the order given
 * (`async = false`: added by a script, they would otherwise run as each arrives). It adds them once the page has
 * painted (after the next frame, unless the page is hidden and draws none): the code arrives after what it
 * makes respond is on screen, and Lighthouse's model of a slow phone counts a script that arrived before the page's
 * largest paint as holding that paint, though the paint never waits for it there.
 */
export function scriptLoaderCode(sources: readonly string[]): string {
  return [
    `const load=()=>{for(const src of ${JSON.stringify(sources)}){const s=document.createElement("script");s.type="module";s.crossOrigin="";s.async=false;s.src=src;document.head.append(s)}};`,
    `if(document.visibilityState==="hidden")load();else requestAnimationFrame(()=>setTimeout(load));`,
    '',
  ].join('\n');
}

/** Applies firstPageScriptsHtml to the built index.html, after Vite has written its script and preloads. */
export function firstPageScripts(): Plugin {
  return {
    name: 'marketplace:first-page-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: firstPageScriptsHtml },
  };
}
