import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadLinks() {
  vi.resetModules();
  return import('../../../../src/web/layouts/marketing-links');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('marketing links', () => {
  it('lead to the marketing site, in the order spec 000 §1 lists them, when one is configured', async () => {
    vi.stubEnv('VITE_MARKETING_SITE_URL', 'https://www.example.org/');
    const links = await loadLinks();
    expect(links.DRAWER_MARKETING_LINKS.map(({ label, href }) => [label, href])).toEqual([
      ['JobSeekers', 'https://www.example.org/for-job-seekers'],
      ['Employers', 'https://www.example.org/for-employers'],
      ['Career Services', 'https://www.example.org/career-services'],
      ['About Us', '/about'],
      ['Blog', 'https://www.example.org/blog'],
      ['Invite', 'https://www.example.org/invite'],
    ]);
    expect(links.NEWSLETTER?.href).toBe('https://www.example.org/newsletter');
  });

  it("lead to the app's own pages without a marketing site, every entry of spec 000 §1 kept (issue 35 item 6)", async () => {
    vi.stubEnv('VITE_MARKETING_SITE_URL', '');
    const links = await loadLinks();
    expect(links.DRAWER_MARKETING_LINKS.map(({ label, href, inApp }) => [label, href, inApp])).toEqual([
      ['JobSeekers', '/for-job-seekers', true],
      ['Employers', '/for-employers', true],
      ['Career Services', '/career-services', true],
      ['About Us', '/about', true],
      ['Blog', '/blog', true],
      ['Invite', '/invite', true],
    ]);
    // No marketing site to link to: the dashboard records the subscription itself (newsletter-card).
    expect(links.NEWSLETTER).toBeNull();
    expect(links.CAREER_SERVICES).toEqual({ label: 'Career Services', href: '/career-services', inApp: true });
    expect([links.TERMS_OF_SERVICE.href, links.PRIVACY_POLICY.href]).toEqual(['/terms-of-service', '/privacy-policy']);
  });
});
