/**
 * Whole-page navigation, for code that runs outside the router (the session refresh answers a response, not
 * a click). One object so tests can replace its methods: happy-dom cannot really reload or leave the page.
 */
export const pageNavigation = {
  reload(): void {
    window.location.reload();
  },
  assign(path: string): void {
    window.location.assign(path);
  },
};
