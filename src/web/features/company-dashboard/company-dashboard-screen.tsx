import Stack from '@mui/material/Stack';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useEmployer } from '../../api/employers/use-employer';
import { PageHeading } from '../../components/page-heading';
import { organisationReadOnlyReason } from '../../employers/organisation-read-only';
import { ContractPanel } from './contract-panel';
import { DeleteOrganisationSection } from './delete-organisation-section';
import { employeePermissions } from './employee-permissions';
import { FunnelPanel } from './funnel-panel';
import { OrganisationCard } from './organisation-card';
import { RolesPanel } from './roles-panel';
import { TeamPanel } from './team-panel';
import { Redirect } from '../../navigation/redirect';

/** Where an employee without a job title is sent first (spec 000 §2: /employee/details). */
export const EMPLOYEE_DETAILS_PATH = '/employee/details';

/**
 * The employee's /dashboard (issue 10 item 7): the organisation and its profile completeness, its roles with
 * their actions, the team, and for team administrators the deletion of the organisation. What the employee's
 * permissions forbid is not offered. An employee who has not given a job title yet gives it first.
 */
export function CompanyDashboardScreen() {
  const profile = useMyProfile();
  const employerId = profile.data?.employerId ?? null;
  const employer = useEmployer(employerId);
  const { canEditRoles, isTeamAdmin } = employeePermissions(profile.data);

  // The route guard renders this only once the profile is known. Staff acting as the employee are not asked.
  const jobTitle = profile.data?.jobTitle?.trim() ?? '';
  if (profile.data !== undefined && jobTitle === '' && !profile.data.isStaff) return <Redirect to={EMPLOYEE_DETAILS_PATH} />;

  return (
    <Stack spacing={4}>
      <div>
        <PageHeading>Company dashboard</PageHeading>
        <OrganisationCard employerId={employerId} readOnly={organisationReadOnlyReason(profile.data)} />
      </div>
      {employerId !== null && <RolesPanel canEditRoles={canEditRoles} />}
      {employerId !== null && profile.data?.canAccessMatching === true && <FunnelPanel />}
      {employerId !== null && <TeamPanel isTeamAdmin={isTeamAdmin} />}
      {employerId !== null && <ContractPanel />}
      {employerId !== null && isTeamAdmin && employer.data !== undefined && <DeleteOrganisationSection employerId={employerId} name={employer.data.name} />}
    </Stack>
  );
}
