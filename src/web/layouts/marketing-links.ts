/**
 * Links of the public header, drawer and dashboard (spec 000 §1). Some are pages of this app; the rest live on
 * the marketing site that VITE_MARKETING_SITE_URL names. Without that setting those pages exist nowhere (this
 * host would only answer its home page), so they are not offered at all rather than leading back to `/`.
 */
const MARKETING_SITE = (import.meta.env.VITE_MARKETING_SITE_URL ?? '').replace(/\/+$/, '');

export interface MarketingLink {
  label: string;
  href: string;
  /** A page of this app (a client-side route), not of the marketing site. */
  inApp?: boolean;
}

/** A page of the marketing site, or null when no marketing site is configured. */
function external(label: string, path: string): MarketingLink | null {
  return MARKETING_SITE === '' ? null : { label, href: `${MARKETING_SITE}${path}` };
}

/** About Us is a page of the app (features/about), so the header's link works without a marketing site. */
export const ABOUT_US: MarketingLink = { label: 'About Us', href: '/about', inApp: true };
/** Our own policy pages (features/legal): sign-up asks people to accept them, so they must always open. */
export const TERMS_OF_SERVICE: MarketingLink = { label: 'Terms of Service', href: '/terms-of-service', inApp: true };
export const PRIVACY_POLICY: MarketingLink = { label: 'Privacy Policy', href: '/privacy-policy', inApp: true };
export const CAREER_SERVICES = external('Career Services', '/career-services');
/** The newsletter sign-up behind the job seeker dashboard's Subscribe Now (spec 000 §1). */
export const NEWSLETTER = external('Subscribe Now', '/newsletter');

/** The drawer's entries after Login and Signup, in the order spec 000 §1 lists them; those that exist. */
export const DRAWER_MARKETING_LINKS: readonly MarketingLink[] = [
  external('JobSeekers', '/for-job-seekers'),
  external('Employers', '/for-employers'),
  CAREER_SERVICES,
  ABOUT_US,
  external('Blog', '/blog'),
  external('Invite', '/invite'),
].filter((entry): entry is MarketingLink => entry !== null);
