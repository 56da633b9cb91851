import type { ApiServer } from '../http/api-server';
import { staffEmployerListWireSchema } from '../../shared/wire/staff-overview-wire';
import { listEmployersWithCounts } from './staff-overview-repository';

/** GET /api/staff/employers/: every organisation with its member and role counts, for staff tools. */
export async function staffEmployersRoute(app: ApiServer): Promise<void> {
  app.get('/api/staff/employers/', { config: { signedIn: ['staff'] }, schema: { response: { 200: staffEmployerListWireSchema } } }, async () => {
    const rows = await listEmployersWithCounts(app.ctx.db);
    return { results: rows.map((row) => ({ id: row.id, name: row.name, members: row.members, roles: row.roles, created_at: row.createdAt.toISOString() })) };
  });
}
