import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/lib/prerender-pages-plugin';

const SHELL = [
  '<html><head><title>T</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
  '<script type="module" crossorigin src="/assets/mui-core-1.js" data-entry-import></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

const MARKUP = [
  '<style data-emotion="css-global abc">body{margin:0}</style>',
  '<style data-emotion="css one animation-x">.css-one{color:red}@keyframes animation-x{}</style><div class="css-one">',
  '<style data-emotion="css two">.css-two{color:blue}</style><h1 class="css-two">Log in</h1></div>',
].join('');

describe('a page drawn into the built index.html', () => {
  const html = pageHtml(SHELL, MARKUP, '/assets/first-page-loader-1.js');
  const [head = '', body = ''] = html.split('</head>');

  it('puts the markup in the root without its styles, which go to the head', () => {
    expect(body).toContain('<div id="root"><div class="css-one"><h1 class="css-two">Log in</h1></div></div>');
    expect(body).not.toContain('<style');
  });

  it('gathers the rules in one style element naming each of them, beside each global style as it came', () => {
    // emotion in the browser marks the named rules inserted and finds a global style by its own name.
    expect(head).toContain('<style data-emotion="css-global abc">body{margin:0}</style>');
    expect(head).toContain('<style data-emotion="css one animation-x two">.css-one{color:red}@keyframes animation-x{}.css-two{color:blue}</style>');
  });

  it('fetches the loader alone, at low priority, and preloads or loads no module beside it', () => {
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/first-page-loader-1.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload');
  });

  it('refuses a shell with no empty root to draw into', () => {
    expect(() => pageHtml('<html><body><main></main></body></html>', MARKUP, '/l.js')).toThrow(/no empty <div id="root"><\/div>/);
    expect(() => pageHtml('<html><body><div id="root"></div></body></html>', MARKUP, '/l.js')).toThrow(/no entry script/);
  });
});
