import { useParams } from 'react-router-dom';
import { usePublicEmployer } from '../../api/public/use-public-employer';
import { EmployerProfileView } from '../../employers/employer-profile-view';
import { PublicEmployerState } from '../../employers/public-employer-state';

/** /employers/:employerName: an organisation's public page, for anyone (GET /api/public/employers/{slug}/). */
export function PublicEmployerScreen() {
  const { employerName } = useParams();
  const employer = usePublicEmployer(employerName);
  return (
    <PublicEmployerState data={employer.data} error={employer.error} onRetry={() => void employer.mutate()}>
      {(data) => <EmployerProfileView employer={data} />}
    </PublicEmployerState>
  );
}
