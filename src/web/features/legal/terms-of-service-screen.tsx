import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What the service is',
    paragraphs: [
      'The Education Hiring Marketplace matches job seekers in education with schools, districts and other education organizations that are hiring. Job seekers build a profile; employers describe their organization and the roles they hire for; our matching ranks the people who fit a role, and our staff review matches for screened services.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You need an account to use the marketplace. Give your real name and an e-mail address you can read, keep your password to yourself, and tell us if you think someone else has used your account.',
      'One account is for one person. An employer account acts for the organization it belongs to, and the person who creates it confirms they may do so.',
    ],
  },
  {
    heading: 'What you put in',
    paragraphs: [
      'Answer the questions truthfully: matches are only as good as the answers behind them. Do not upload a resume, job description or message that is not yours to share, or that contains anything unlawful.',
      'Employers may only post real openings and must not use what they see about a job seeker for anything but hiring for their own roles.',
    ],
  },
  {
    heading: 'What we do not promise',
    paragraphs: [
      'A match is a suggestion, not an offer of work or a promise of a hire. We check what we can, but we cannot vouch for every answer a job seeker or employer gives.',
    ],
  },
  {
    heading: 'Ending your use',
    paragraphs: [
      'You can delete your account at any time from Settings. We may close an account that breaks these terms, and we will tell you by e-mail when we do.',
      'When these terms change, we show a notice the next time you sign in, and you confirm that you have read them.',
    ],
  },
];

/** /terms-of-service: our own terms in plain words, linked from sign-up and the terms update banner. */
export function TermsOfServiceScreen() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms say what you can expect from us and what we expect from you when you use the marketplace."
      sections={SECTIONS}
    />
  );
}
