import { describe, expect, it } from 'vitest';
import { firstPageScriptsHtml, moduleScriptSources, scriptLoaderCode, withoutImportScripts } from '../../../scripts/lib/first-page-scripts-plugin';

// As Vite writes the built index.html: the entry's script, then its imports' preloads, dependencies first.
const BUILT = [
  '<html>',
  '  <head>',
  '    <title>T</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/mui-core-1.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

const scriptSources = (html: string) => [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/g)].map((match) => match[1]);

describe('the first page loaded as one module script per file', () => {
  const html = firstPageScriptsHtml(BUILT);

  it('loads each preloaded module by a script of its own, in the preloads’ order, before the entry', () => {
    expect(scriptSources(html)).toEqual(['/assets/rolldown-runtime-1.js', '/assets/framework-1.js', '/assets/mui-core-1.js', '/assets/index-1.js']);
  });

  it('leaves no preload behind, and the rest of the page as it was', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '    <title>T</title>\n    <script type="module" crossorigin src="/assets/rolldown-runtime-1.js" data-entry-import></script>\n    <script',
    );
    expect(html).toContain('src="/assets/index-1.js"></script>\n  </head>\n  <body><div id="root"></div></body>');
  });

  it('gives back the entry’s script alone for a page that fetches the imports as the entry asks for them', () => {
    const alone = withoutImportScripts(html);
    expect(scriptSources(alone)).toEqual(['/assets/index-1.js']);
    expect(alone).toBe(BUILT.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''));
  });

  it('changes nothing in a page with no entry script or no preloads', () => {
    const alone = '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head></html>';
    expect(firstPageScriptsHtml(alone)).toBe(alone);
    expect(firstPageScriptsHtml('<html></html>')).toBe('<html></html>');
  });
});

describe('the loader of a page drawn at build', () => {
  const sources = moduleScriptSources(firstPageScriptsHtml(BUILT));

  function runLoader(visibilityState: 'visible' | 'hidden') {
    const added: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, unknown>) => added.push({ ...element }) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', scriptLoaderCode(sources))(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { added, frames, timers };
  }

  it('adds the page’s module scripts after the next frame, in the order they run, as module scripts kept in that order', () => {
    const { added, frames, timers } = runLoader('visible');
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added.map((element) => element.src)).toEqual([
      '/assets/rolldown-runtime-1.js',
      '/assets/framework-1.js',
      '/assets/mui-core-1.js',
      '/assets/index-1.js',
    ]);
    for (const element of added) expect(element).toMatchObject({ tag: 'script', type: 'module', crossOrigin: '', async: false });
  });

  it('adds them at once in a hidden page, which draws no frame', () => {
    expect(runLoader('hidden').added).toHaveLength(4);
  });
});
