import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { StaffEmployersScreen } from './staff-employers-screen';

interface StaffListRouteProps {
  /** The screen for the lists not built yet (job seekers, employees, roles, ...). */
  otherwise: ReactElement;
}

/** The staff /dashboard/:listName entry: the employers list is here; other list names keep `otherwise`. */
export function StaffListRoute({ otherwise }: StaffListRouteProps) {
  const { listName } = useParams();
  return listName === 'employers' ? <StaffEmployersScreen /> : otherwise;
}
