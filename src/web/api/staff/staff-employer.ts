/** An organisation as staff act for it (the employers data table's row, GET /api/staff/employers/ on the server). */
export interface StaffEmployer {
  id: number;
  name: string;
  members: number;
  roles: number;
  /** ISO timestamp. */
  createdAt: string;
}
