/** An organisation as staff act for it (the employers data table's row, GET /api/staff/employers/ on the server). */
export type { StaffEmployer } from '../../../shared/wire/staff-overview-wire';
