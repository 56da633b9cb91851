/**
 * Links of the public header, drawer and dashboard (spec 000 §1). Some are pages of this app; the rest live on
 * the marketing site that VITE_MARKETING_SITE_URL names, and without that setting on the app's own short pages.
 */
const MARKETING_SITE = (import.meta.env.VITE_MARKETING_SITE_URL ?? '').replace(/\/+$/, '');

export interface MarketingLink {
  label: string;
  href: string;
  /** A page of this app (a client-side route), not of the marketing site. */
  inApp?: boolean;
}

/**
 * A page of the marketing site; without one, the app's own page at the same path (features/marketing-pages), so the
 * drawer carries every entry spec 000 §1 lists wherever the app runs.
 */
function marketingPage(label: string, path: string): MarketingLink {
  return MARKETING_SITE === '' ? { label, href: path, inApp: true } : { label, href: `${MARKETING_SITE}${path}` };
}

/** A page only the marketing site has, or null when no marketing site is configured. */
function external(label: string, path: string): MarketingLink | null {
  return MARKETING_SITE === '' ? null : { label, href: `${MARKETING_SITE}${path}` };
}

/** About Us is a page of the app (features/about), so the header's link works without a marketing site. */
export const ABOUT_US: MarketingLink = { label: 'About Us', href: '/about', inApp: true };
/** Our own policy pages (features/legal): sign-up asks people to accept them, so they must always open. */
export const TERMS_OF_SERVICE: MarketingLink = { label: 'Terms of Service', href: '/terms-of-service', inApp: true };
export const PRIVACY_POLICY: MarketingLink = { label: 'Privacy Policy', href: '/privacy-policy', inApp: true };
export const CAREER_SERVICES = marketingPage('Career Services', '/career-services');
/**
 * The marketing site's newsletter sign-up behind the job seeker dashboard's Subscribe Now (spec 000 §1); without a
 * marketing site the dashboard records the subscription itself (features/jobseeker-dashboard/newsletter-card).
 */
export const NEWSLETTER = external('Subscribe Now', '/newsletter');

/** The drawer's entries after Login and Signup, in the order spec 000 §1 lists them. */
export const DRAWER_MARKETING_LINKS: readonly MarketingLink[] = [
  marketingPage('JobSeekers', '/for-job-seekers'),
  marketingPage('Employers', '/for-employers'),
  CAREER_SERVICES,
  ABOUT_US,
  marketingPage('Blog', '/blog'),
  marketingPage('Invite', '/invite'),
];
