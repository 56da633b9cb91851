import { useParams } from 'react-router-dom';
import { StaffListScreen } from './staff-list-screen';
import { PlatformConfigurationScreen } from './platform-configuration-screen';

/** The staff /dashboard/:listName entry: platform configuration is a form; every other name is a data table. */
export function StaffDashboardListRoute() {
  const { listName } = useParams();
  return listName === 'platform-configuration' ? <PlatformConfigurationScreen /> : <StaffListScreen />;
}
