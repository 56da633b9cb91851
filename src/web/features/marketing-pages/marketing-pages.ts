/** A call to action at the end of a page: a page of the app. */
export interface PageAction {
  label: string;
  to: string;
}

/** A short piece under its own heading (a blog post, a part of a page). */
export interface PageSection {
  heading: string;
  paragraphs: string[];
}

export interface MarketingPage {
  /** The app path, the same path the marketing site uses when one is configured (layouts/marketing-links.ts). */
  path: string;
  title: string;
  intro: string[];
  sections: PageSection[];
  actions: PageAction[];
}

const SIGN_UP_AS_JOB_SEEKER: PageAction = { label: 'Sign up as a job seeker', to: '/jobseeker/signup' };

/**
 * The pages behind the public drawer's JobSeekers, Employers, Career Services, Blog and Invite (spec 000 §1) when no
 * marketing site is configured: without them those entries would lead nowhere, so a visitor on a phone found only
 * Login, Signup and About Us.
 */
export const MARKETING_PAGES = {
  jobSeekers: {
    path: '/for-job-seekers',
    title: 'For job seekers',
    intro: [
      'Build one profile and we match you with roles at schools, districts, charter networks, non-profits and ed-tech organizations: where you want to work, the pay you need, your education, your experience and how you like to work.',
      'It is free for job seekers. Sign up with a resume and we fill in much of your profile from it.',
    ],
    sections: [
      {
        heading: 'How a match reaches you',
        paragraphs: [
          'Employers describe each role they hire for. When your profile fits a role, you see the match with the reasons for it, and you decide whether to go ahead.',
        ],
      },
    ],
    actions: [SIGN_UP_AS_JOB_SEEKER, { label: 'Sign up with a resume', to: '/signup-with-resume' }],
  },
  employers: {
    path: '/for-employers',
    title: 'For employers',
    intro: [
      'Describe your organization once and each role you hire for. Our matching ranks the people who fit a role and explains every score.',
      'With our screened services, a member of our staff who knows the sector reviews each match before anyone is introduced.',
    ],
    sections: [
      {
        heading: 'From sign-up to a hire',
        paragraphs: [
          'Complete your organization’s profile, describe a role and publish it. Candidates are sent to you as they match; you move each one through your stages until you hire.',
        ],
      },
    ],
    actions: [{ label: 'Sign up as an employer', to: '/employer/signup' }],
  },
  careerServices: {
    path: '/career-services',
    title: 'Career services',
    intro: [
      'Our coaches help people in education with résumés, interview practice and planning their next step: moving into school operations, leading a team, or leaving the classroom for a role beside it.',
    ],
    sections: [
      {
        heading: 'Start with your profile',
        paragraphs: ['Your profile tells a coach where you are and where you want to go, so a first conversation starts from what matters to you.'],
      },
    ],
    actions: [SIGN_UP_AS_JOB_SEEKER],
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    intro: ['Notes on hiring and being hired in education.'],
    sections: [
      {
        heading: 'What to put in an education resume',
        paragraphs: [
          'Name the organization and your title for every role, with the months you started and left. Under each, say what changed because you were there: a budget balanced, a schedule rebuilt, a program grown. List the tools you know (PowerSchool, Google Workspace) and the languages you work in.',
        ],
      },
      {
        heading: 'Roles beside the classroom',
        paragraphs: [
          'Schools need people in finance, operations, talent and data as much as in teaching. Experience from another sector counts: tell employers what you managed and how large it was.',
        ],
      },
    ],
    actions: [SIGN_UP_AS_JOB_SEEKER],
  },
  invite: {
    path: '/invite',
    title: 'Invite a friend',
    intro: [
      'Know someone who would do well in education? Job seekers invite friends from Refer a Friend on their dashboard: give your friend’s name and e-mail, and we send the invitation on your behalf.',
    ],
    sections: [],
    actions: [
      { label: 'Log in to invite', to: '/login' },
      { label: 'Sign up', to: '/signup' },
    ],
  },
} as const satisfies Record<string, MarketingPage>;
