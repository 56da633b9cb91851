/**
 * Where the build writes a page drawn into HTML of its own (src/web/prerender), under the web app's folder: the
 * page at `/login` is `prerendered/login.html`. The server answers the page's address with it.
 */
export const PRERENDERED_FOLDER = 'prerendered';

export function prerenderedFileOf(pagePath: string): string {
  return `${PRERENDERED_FOLDER}${pagePath}.html`;
}
