/**
 * The marketing site's pages linked from the public header and drawer (spec 000 §1). They live outside this
 * app; VITE_MARKETING_SITE_URL names the site, and without it they are paths on this host, where a reverse
 * proxy can serve them.
 */
const MARKETING_SITE = (import.meta.env.VITE_MARKETING_SITE_URL ?? '').replace(/\/+$/, '');

export interface MarketingLink {
  label: string;
  href: string;
  /** A page of this app (a client-side route), not of the marketing site. */
  inApp?: boolean;
}

function link(label: string, path: string): MarketingLink {
  return { label, href: `${MARKETING_SITE}${path}` };
}

/** About Us is a page of the app (features/about), so the header's link works without a marketing site. */
export const ABOUT_US: MarketingLink = { label: 'About Us', href: '/about', inApp: true };
export const TERMS_OF_SERVICE = link('Terms of Service', '/terms-of-service');
export const PRIVACY_POLICY = link('Privacy Policy', '/privacy-policy');
export const CAREER_SERVICES = link('Career Services', '/career-services');
/** The newsletter sign-up behind the job seeker dashboard's Subscribe Now (spec 000 §1). */
export const NEWSLETTER = link('Subscribe Now', '/newsletter');

/** The drawer's external entries, in the order spec 000 §1 lists them. */
export const DRAWER_MARKETING_LINKS: readonly MarketingLink[] = [
  link('JobSeekers', '/for-job-seekers'),
  link('Employers', '/for-employers'),
  CAREER_SERVICES,
  ABOUT_US,
  link('Blog', '/blog'),
  link('Invite', '/invite'),
];
