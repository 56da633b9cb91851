import type { ReactElement } from 'react';
import { ProfileQuestionScreen } from '../features/profile-questions/profile-question-screen';
import { ResumeProfileRedirect } from '../features/profile-questions/resume-profile-redirect';
import { CompanyProfileQuestionScreen } from '../features/company-profile/company-profile-question-screen';
import { ResumeCompanyProfile } from '../features/company-profile/resume-company-profile';
import { ResumeRole } from '../features/role-questions/resume-role';
import { RoleQuestionScreen } from '../features/role-questions/role-question-screen';
import { Navigate } from 'react-router-dom';
import type { UserType } from '../../shared/user-types';
import { LoadingScreen } from '../components/loading-screen';
import { ConfirmEmailScreen } from '../features/confirm-email/confirm-email-screen';
import { ConfirmEmailLinkScreen } from '../features/confirm-email/confirm-email-link-screen';
import { ClaimAccountScreen } from '../features/claim-account/claim-account-screen';
import { CompleteSignUpScreen } from '../features/complete-sign-up/complete-sign-up-screen';
import { CompanyDashboardScreen } from '../features/company-dashboard/company-dashboard-screen';
import { EmployeeDetailsScreen } from '../features/employee-details/employee-details-screen';
import { EmployerPageScreen } from '../features/employer-page/employer-page-screen';
import { PublicEmployerScreen } from '../features/public-employer/public-employer-screen';
import { RoleReviewScreen } from '../features/staff-role-review/role-review-screen';
import { RolesInReviewScreen } from '../features/staff-role-review/roles-in-review-screen';
import { JobseekerDashboardScreen } from '../features/jobseeker-dashboard/jobseeker-dashboard-screen';
import { ForwardContractScreen } from '../features/forward-employer-contract/forward-contract-screen';
import { ChooseAccountTypeScreen } from '../features/sign-up/choose-account-type-screen';
import { LoginScreen } from '../features/login/login-screen';
import { UnsubscribeRoute } from '../features/notifications-unsubscribe/unsubscribe-screen';
import { PlaceholderScreen } from '../features/placeholder/placeholder-screen';
import type { PlaceholderPageKey } from '../features/placeholder/placeholder-pages';
import { RedirectScreen } from '../features/redirect/redirect-screen';
import { ResetPasswordScreen } from '../features/reset-password/reset-password-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { ChangePasswordSection, DeleteAccountSection, TwoFactorSection } from '../features/account-security';
import { SignUpScreen } from '../features/sign-up/sign-up-screen';
import { SignInWithEmailScreen } from '../features/sign-in-with-email/sign-in-with-email-screen';
import { StaffHomeScreen } from '../features/staff-home/staff-home-screen';
import { DataTablesScreen } from '../features/staff-data-tables/data-tables-screen';
import { StaffDashboardListRoute } from '../features/staff-data-tables/staff-dashboard-list-route';
import {
  DEBUG_ALGORITHM_PATH,
  DebugAlgorithmScreen,
  MatchingHubScreen,
  MatchingResultsScreen,
  PipelineScreen,
  QuickSearchScreen,
  RoleCandidatesScreen,
  RoleFiltersetsScreen,
  RolePipelineScreen,
} from '../features/staff-matching';
import { EmployerMatchingScreen } from '../features/employer-matching/employer-matching-screen';
import { EmployerRoleCandidatesScreen } from '../features/employer-matching/role-candidates-screen';
import { JobseekerMatchesScreen } from '../features/jobseeker-matches/jobseeker-matches-screen';
import { MatchConfirmationScreen } from '../features/match-confirmation/match-confirmation-screen';
import { AboutScreen } from '../features/about/about-screen';
import { MessagesScreen } from '../features/messages/messages-screen';

/** A guarded path's screen for each user type that may open it; a type with no entry is refused. */
export type ScreensByUserType = Partial<Record<UserType, ReactElement>>;

export interface PublicRoute {
  path: string;
  /** `public`: the marketing header; `app`: the top-bar layout spec 000 §2 puts some public pages in. */
  layout: 'public' | 'app';
  element: ReactElement;
}

export interface GuardedRoute {
  path: string;
  screens: ScreensByUserType;
}

const page = (key: PlaceholderPageKey): ReactElement => <PlaceholderScreen page={key} />;

// Settings and account security are separate features; the app layer puts them on one page.
const settingsScreen = (
  <SettingsScreen>
    <TwoFactorSection />
    <ChangePasswordSection />
    <DeleteAccountSection />
  </SettingsScreen>
);
const redirectTo = (to: string): ReactElement => <Navigate to={to} replace />;

/** The public routes of spec 000 §2 except `/`, whose screen depends on who is signed in (see HomeRoute). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/login', layout: 'public', element: <LoginScreen /> },
  { path: '/signup', layout: 'public', element: <ChooseAccountTypeScreen /> },
  { path: '/about', layout: 'public', element: <AboutScreen /> },
  { path: '/jobseeker/signup', layout: 'public', element: <SignUpScreen accountType="jobseeker" /> },
  { path: '/employer/signup', layout: 'public', element: <SignUpScreen accountType="employee" /> },
  { path: '/signup-with-resume', layout: 'app', element: page('signUpWithResume') },
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
  { path: '/settings', screens: { jobseeker: settingsScreen, employee: settingsScreen, staff: settingsScreen } },
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
