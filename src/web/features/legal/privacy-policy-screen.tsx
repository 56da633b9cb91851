import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we store',
    paragraphs: [
      'Your account: your name, e-mail address and a one-way hash of your password (never the password itself), and, if you turn it on, your two-factor settings.',
      'For job seekers: the answers to your profile questions (where you want to work, pay, education, experience, languages, skills and preferences), the resume you upload and the details read from it, and your Open to matching setting.',
      'For employers: your organization, its roles and the answers that describe them, and any job description you upload.',
      'For everyone: the messages you send through the marketplace and the notifications we send you.',
    ],
  },
  {
    heading: 'Why we store it',
    paragraphs: [
      'To match job seekers with roles, to explain each match, to let our staff review matches before anyone is introduced, and to send you the messages and notices you ask for or need about your account. We do not sell your information or use it for advertising.',
    ],
  },
  {
    heading: 'Who sees it',
    paragraphs: [
      'Our staff, to run the service and review matches. An employer sees a job seeker’s profile when that person is matched with one of the employer’s roles, and only while Open to matching is on. Turn it off in Settings and employers stop seeing you in their matches.',
      'Members of an employer’s team see that organization and its roles. No one else sees your information unless the law requires us to share it.',
    ],
  },
  {
    heading: 'Deleting your information',
    paragraphs: [
      'You can delete your account from Settings at any time. Deleting it removes your account and what is kept under it, including your profile answers and uploaded files. An employer can also delete its organization, which removes its roles and their matches.',
      'If you have a question about your information, send us a message from the Messages page while signed in.',
    ],
  },
];

/** /privacy-policy: what we keep, why, who sees it and how to delete it, in plain words. */
export function PrivacyPolicyScreen() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This page says what information the marketplace keeps about you, why, who can see it and how to have it deleted."
      sections={SECTIONS}
    />
  );
}
