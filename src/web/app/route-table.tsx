import type { ReactElement } from 'react';
import type { UserType } from '../../shared/user-types';
import { LoadingScreen } from '../components/loading-screen';
import { DEBUG_ALGORITHM_PATH } from '../features/staff-matching/matching-paths';
import { lazyScreen } from '../components/lazy-screen';
import { ABOUT_US, DRAWER_MARKETING_LINKS } from '../layouts/marketing-links';
import { Redirect } from '../navigation/redirect';

// Every screen is a chunk of its own, fetched when first drawn: /login loads the sign-in form and nothing of
// the question forms, data tables or uploads. The staff matching screens share one chunk (one barrel).
const ProfileQuestionScreen = lazyScreen(() => import('../features/profile-questions/profile-question-screen'), 'ProfileQuestionScreen');
const ResumeProfileRedirect = lazyScreen(() => import('../features/profile-questions/resume-profile-redirect'), 'ResumeProfileRedirect');
const CompanyProfileQuestionScreen = lazyScreen(() => import('../features/company-profile/company-profile-question-screen'), 'CompanyProfileQuestionScreen');
const ResumeCompanyProfile = lazyScreen(() => import('../features/company-profile/resume-company-profile'), 'ResumeCompanyProfile');
const ResumeRole = lazyScreen(() => import('../features/role-questions/resume-role'), 'ResumeRole');
const RoleQuestionScreen = lazyScreen(() => import('../features/role-questions/role-question-screen'), 'RoleQuestionScreen');
const ConfirmEmailScreen = lazyScreen(() => import('../features/confirm-email/confirm-email-screen'), 'ConfirmEmailScreen');
const ConfirmEmailLinkScreen = lazyScreen(() => import('../features/confirm-email/confirm-email-link-screen'), 'ConfirmEmailLinkScreen');
const ClaimAccountScreen = lazyScreen(() => import('../features/claim-account/claim-account-screen'), 'ClaimAccountScreen');
const CompleteSignUpScreen = lazyScreen(() => import('../features/complete-sign-up/complete-sign-up-screen'), 'CompleteSignUpScreen');
const CompanyDashboardScreen = lazyScreen(() => import('../features/company-dashboard/company-dashboard-screen'), 'CompanyDashboardScreen');
const EmployeeDetailsScreen = lazyScreen(() => import('../features/employee-details/employee-details-screen'), 'EmployeeDetailsScreen');
const EmployerPageScreen = lazyScreen(() => import('../features/employer-page/employer-page-screen'), 'EmployerPageScreen');
const PublicEmployerScreen = lazyScreen(() => import('../features/public-employer/public-employer-screen'), 'PublicEmployerScreen');
const RoleReviewScreen = lazyScreen(() => import('../features/staff-role-review/role-review-screen'), 'RoleReviewScreen');
const RolesInReviewScreen = lazyScreen(() => import('../features/staff-role-review/roles-in-review-screen'), 'RolesInReviewScreen');
// The home's data is asked for beside its code (preload-home-data.ts says why); the small file that asks is
// fetched on its own so that /login, whose bundle holds this table, does not carry it.
const JobseekerDashboardScreen = lazyScreen(() => {
  void import('../features/jobseeker-dashboard/preload-home-data').then(
    ({ preloadJobseekerHomeData }) => preloadJobseekerHomeData(),
    () => undefined,
  );
  return import('../features/jobseeker-dashboard/jobseeker-dashboard-screen');
}, 'JobseekerDashboardScreen');
const ForwardContractScreen = lazyScreen(() => import('../features/forward-employer-contract/forward-contract-screen'), 'ForwardContractScreen');
const ChooseAccountTypeScreen = lazyScreen(() => import('../features/sign-up/choose-account-type-screen'), 'ChooseAccountTypeScreen');
const LoginScreen = lazyScreen(() => import('../features/login/login-screen'), 'LoginScreen');
const UnsubscribeRoute = lazyScreen(() => import('../features/notifications-unsubscribe/unsubscribe-screen'), 'UnsubscribeRoute');
const RedirectScreen = lazyScreen(() => import('../features/redirect/redirect-screen'), 'RedirectScreen');
const ResetPasswordScreen = lazyScreen(() => import('../features/reset-password/reset-password-screen'), 'ResetPasswordScreen');
const SignUpScreen = lazyScreen(() => import('../features/sign-up/sign-up-screen'), 'SignUpScreen');
const SignUpWithResumeScreen = lazyScreen(() => import('../features/sign-up/sign-up-with-resume-screen'), 'SignUpWithResumeScreen');
const SignInWithEmailScreen = lazyScreen(() => import('../features/sign-in-with-email/sign-in-with-email-screen'), 'SignInWithEmailScreen');
const StaffHomeScreen = lazyScreen(() => import('../features/staff-home/staff-home-screen'), 'StaffHomeScreen');
const DataTablesScreen = lazyScreen(() => import('../features/staff-data-tables/data-tables-screen'), 'DataTablesScreen');
// The flow studio's map and editor (@xyflow/react, elkjs, CodeMirror) load only on its own routes.
const FlowsListScreen = lazyScreen(() => import('../features/flow-studio/flows-list-screen'), 'FlowsListScreen');
const FlowStudioScreen = lazyScreen(() => import('../features/flow-studio/flow-studio-screen'), 'FlowStudioScreen');
const ReportsScreen = lazyScreen(() => import('../features/staff-reports/reports-screen'), 'ReportsScreen');
const StaffDashboardListRoute = lazyScreen(() => import('../features/staff-data-tables/staff-dashboard-list-route'), 'StaffDashboardListRoute');
const EmployerMatchingScreen = lazyScreen(() => import('../features/employer-matching/employer-matching-screen'), 'EmployerMatchingScreen');
const EmployerRoleCandidatesScreen = lazyScreen(() => import('../features/employer-matching/role-candidates-screen'), 'EmployerRoleCandidatesScreen');
const JobseekerMatchesScreen = lazyScreen(() => import('../features/jobseeker-matches/jobseeker-matches-screen'), 'JobseekerMatchesScreen');
const MatchConfirmationScreen = lazyScreen(() => import('../features/match-confirmation/match-confirmation-screen'), 'MatchConfirmationScreen');
const AboutScreen = lazyScreen(() => import('../features/about/about-screen'), 'AboutScreen');
const MarketingPageScreen = lazyScreen(() => import('../features/marketing-pages/marketing-page-screen'), 'MarketingPageScreen');
const TermsOfServiceScreen = lazyScreen(() => import('../features/legal/terms-of-service-screen'), 'TermsOfServiceScreen');
const PrivacyPolicyScreen = lazyScreen(() => import('../features/legal/privacy-policy-screen'), 'PrivacyPolicyScreen');
const MessagesScreen = lazyScreen(() => import('../features/messages/messages-screen'), 'MessagesScreen');
const SettingsPage = lazyScreen(() => import('./settings-page'), 'SettingsPage');
const DebugAlgorithmScreen = lazyScreen(() => import('../features/staff-matching'), 'DebugAlgorithmScreen');
const MatchingHubScreen = lazyScreen(() => import('../features/staff-matching'), 'MatchingHubScreen');
const MatchingResultsScreen = lazyScreen(() => import('../features/staff-matching'), 'MatchingResultsScreen');
const PipelineScreen = lazyScreen(() => import('../features/staff-matching'), 'PipelineScreen');
const QuickSearchScreen = lazyScreen(() => import('../features/staff-matching'), 'QuickSearchScreen');
const RoleCandidatesScreen = lazyScreen(() => import('../features/staff-matching'), 'RoleCandidatesScreen');
const RoleFiltersetsScreen = lazyScreen(() => import('../features/staff-matching'), 'RoleFiltersetsScreen');
const RolePipelineScreen = lazyScreen(() => import('../features/staff-matching'), 'RolePipelineScreen');

/** A guarded path's screen for each user type that may open it; a type with no entry is refused. */
export type ScreensByUserType = Partial<Record<UserType, ReactElement>>;

export interface PublicRoute {
  path: string;
  /** `public`: the marketing header; `app`: the top-bar layout spec 000 §2 puts some public pages in. */
  layout: 'public' | 'app';
  element: ReactElement;
  /**
   * Drawn into its own HTML page at build (src/web/prerender/render-page.tsx), so a visitor sees it before any
   * script arrives: only for pages a visitor lands on first that show the same thing to every visitor.
   */
  prerender?: true;
}

export interface GuardedRoute {
  path: string;
  screens: ScreensByUserType;
}

const redirectTo = (to: string): ReactElement => <Redirect to={to} />;

/** The public routes of spec 000 §2 except `/`, whose screen depends on who is signed in (see HomeRoute). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/login', layout: 'public', element: <LoginScreen />, prerender: true },
  { path: '/signup', layout: 'public', element: <ChooseAccountTypeScreen />, prerender: true },
  { path: '/about', layout: 'public', element: <AboutScreen /> },
  // The drawer's other pages (spec 000 §1), for when no marketing site is configured (layouts/marketing-links.ts).
  ...DRAWER_MARKETING_LINKS.filter((link) => link.inApp && link.href !== ABOUT_US.href).map((link): PublicRoute => ({
    path: link.href,
    layout: 'public',
    element: <MarketingPageScreen />,
  })),
  { path: '/terms-of-service', layout: 'public', element: <TermsOfServiceScreen /> },
  { path: '/privacy-policy', layout: 'public', element: <PrivacyPolicyScreen /> },
  { path: '/jobseeker/signup', layout: 'public', element: <SignUpScreen accountType="jobseeker" /> },
  { path: '/employer/signup', layout: 'public', element: <SignUpScreen accountType="employee" /> },
  { path: '/signup-with-resume', layout: 'app', element: <SignUpWithResumeScreen /> },
  { path: '/sign-in-with-email', layout: 'app', element: <SignInWithEmailScreen /> },
  { path: '/reset-password', layout: 'app', element: <ResetPasswordScreen /> },
  { path: '/claim-your-account', layout: 'app', element: <ClaimAccountScreen /> },
  { path: '/confirm-email', layout: 'app', element: <ConfirmEmailScreen /> },
  { path: '/confirm_email', layout: 'app', element: <ConfirmEmailLinkScreen /> },
  { path: '/redirect', layout: 'app', element: <RedirectScreen /> },
  { path: '/loading', layout: 'app', element: <LoadingScreen /> },
  { path: '/complete-sign-up', layout: 'app', element: <CompleteSignUpScreen /> },
  { path: '/forward-employer-contract', layout: 'app', element: <ForwardContractScreen /> },
  { path: '/employers/:employerName', layout: 'app', element: <PublicEmployerScreen /> },
  { path: '/notifications/unsubscribe/:notificationUuid', layout: 'app', element: <UnsubscribeRoute /> },
  // §2 names it /matching/confirmation but writes /matches/confirmation in the routes: both open it.
  { path: '/matches/confirmation', layout: 'app', element: <MatchConfirmationScreen /> },
  { path: '/matching/confirmation', layout: 'app', element: <MatchConfirmationScreen /> },
];

/**
 * Every signed-in route of spec 000 §2 in one table: one path, its screen per user type. Static segments beat
 * parameters wherever two overlap (React Router ranks them), e.g. staff /role/matches before /role/:roleUuid.
 */
export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  { path: '/dashboard', screens: { jobseeker: <JobseekerDashboardScreen />, employee: <CompanyDashboardScreen />, staff: <StaffHomeScreen /> } },
  { path: '/settings', screens: { jobseeker: <SettingsPage />, employee: <SettingsPage />, staff: <SettingsPage /> } },
  // Spec 000 §2 lists /messages for job seekers and staff; employers answer about their candidates too (issue 12).
  { path: '/messages', screens: { jobseeker: <MessagesScreen />, employee: <MessagesScreen />, staff: <MessagesScreen /> } },
  { path: '/matching', screens: { jobseeker: <JobseekerMatchesScreen />, employee: <EmployerMatchingScreen />, staff: <MatchingHubScreen /> } },
  { path: '/v2/dashboard', screens: { jobseeker: <JobseekerMatchesScreen />, staff: <MatchingHubScreen /> } },

  // Job seeker profile; employers answer their company questions at the same /profile/:questionName.
  // Employers have no /profile index in §2, but the landing redirect sends them there: it opens their first
  // company question (spec 001 §2.2).
  { path: '/profile', screens: { jobseeker: <ResumeProfileRedirect />, employee: <ResumeCompanyProfile />, staff: redirectTo('/matching-results') } },
  // The job seeker overview is the dashboard (spec 000 §2).
  { path: '/profile/profile_overview', screens: { jobseeker: <JobseekerDashboardScreen /> } },
  { path: '/profile/dashboard', screens: { jobseeker: <JobseekerDashboardScreen /> } },
  { path: '/profile/:questionName', screens: { jobseeker: <ProfileQuestionScreen />, employee: <CompanyProfileQuestionScreen /> } },

  // Employer side.
  { path: '/employee/details', screens: { employee: <EmployeeDetailsScreen /> } },
  { path: '/employer/:employerName', screens: { employee: <EmployerPageScreen /> } },
  // The company dashboard lists the organisation's roles.
  { path: '/role', screens: { employee: redirectTo('/dashboard') } },
  { path: '/role/:roleUuid', screens: { employee: <ResumeRole /> } },
  { path: '/role/:roleUuid/:questionName', screens: { employee: <RoleQuestionScreen /> } },
  { path: '/matching/:activeRole', screens: { employee: <EmployerRoleCandidatesScreen /> } },

  // Staff.
  { path: '/dashboard/data', screens: { staff: <DataTablesScreen /> } },
  // The flow studio (issue 26), before /dashboard/:listName.
  { path: '/dashboard/flows', screens: { staff: <FlowsListScreen /> } },
  { path: '/dashboard/flows/:flowId', screens: { staff: <FlowStudioScreen /> } },
  // Staff reports (issue 27): a path of ours, before /dashboard/:listName.
  { path: '/dashboard/reports', screens: { staff: <ReportsScreen /> } },
  { path: '/dashboard/:listName', screens: { staff: <StaffDashboardListRoute /> } },
  { path: '/matching/quick-search', screens: { staff: <QuickSearchScreen /> } },
  { path: '/matching/quick-search/:tab', screens: { staff: <QuickSearchScreen /> } },
  { path: '/matching-results', screens: { staff: <MatchingResultsScreen /> } },
  { path: '/matching-results/:roleId', screens: { staff: <RoleCandidatesScreen /> } },
  { path: '/role/filterset/:roleUuid', screens: { staff: <RoleFiltersetsScreen /> } },
  { path: '/role/matches', screens: { staff: <PipelineScreen /> } },
  { path: '/role/matches/:roleUuid', screens: { staff: <RolePipelineScreen /> } },
  // The Matches menu's "Debug algorithm" (issue 11 item 4): a path of ours, the spec names none.
  { path: DEBUG_ALGORITHM_PATH, screens: { staff: <DebugAlgorithmScreen /> } },
  // Role review (issue 10 item 8): paths of ours, the spec names none.
  { path: '/review/roles', screens: { staff: <RolesInReviewScreen /> } },
  { path: '/review/roles/:roleUuid', screens: { staff: <RoleReviewScreen /> } },
];
