import type { ApiServer } from '../http/api-server';
import { optionTitle, type Answers, type Flow } from '../../flows';
import type { RoleRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { pathParams, textPath } from '../http/path-params';
import type { LoadedFlows } from '../flows/load-flows';
import { roleListing, listOpenRolesOfEmployer } from '../roles';
import { employerFlow, logoUrlOf } from './employer-body';
import { findEmployerBySlug } from './employer-repository';
import { publicEmployerWireSchema } from '../../shared/wire/public-employer-wire';

const NO_SUCH_PAGE = 'There is no organization at this address.';
const ROLE_FLOW = 'role';

function text(answers: Answers, field: string): string | null {
  const value = answers[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The words of an answer's option (its title in the flow file), or null when unanswered. */
function words(flow: Flow, answers: Answers, field: string): string | null {
  const value = answers[field];
  return value === undefined || value === null || value === '' ? null : optionTitle(flow, field, value);
}

function wordList(flow: Flow, answers: Answers, field: string): string[] {
  const value = answers[field];
  return Array.isArray(value) ? value.map((item) => optionTitle(flow, field, item)) : [];
}

function roleFlow(flows: LoadedFlows, role: Pick<RoleRow, 'flowVersion'>): Flow | undefined {
  return (role.flowVersion !== null ? flows.get(ROLE_FLOW, role.flowVersion) : undefined) ?? flows.latest(ROLE_FLOW);
}

/**
 * GET /api/public/employers/{slug}/: what anyone may read of an organisation (issue 10 item 7, the page at
 * /employers/:employerName): its logo, mission, size, stage, culture in words, and its open roles only. Nothing
 * private (the address, the team, drafts and roles under review) is ever part of it.
 */
export async function publicEmployerRoute(app: ApiServer): Promise<void> {
  // The slug is looked up as the organisation's page name (lower case, digits and hyphens).
  const params = pathParams({ slug: textPath });
  app.get('/api/public/employers/:slug/', { schema: { params, response: { 200: publicEmployerWireSchema } } }, async (request) => {
    const slug = request.params.slug.toLowerCase();
    if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw AppError.detail(404, NO_SUCH_PAGE);
    const { db, flows } = app.ctx;
    const row = await findEmployerBySlug(db, slug);
    if (!row) throw AppError.detail(404, NO_SUCH_PAGE);
    const open = await listOpenRolesOfEmployer(db, row.id);
    const flow = employerFlow(flows, row);
    const answers = row.answers;
    return {
      name: row.name,
      slug: row.slug,
      logo_url: logoUrlOf(answers),
      mission_statement: text(answers, 'missionStatement'),
      company_size: words(flow, answers, 'companySize'),
      growth_stage: words(flow, answers, 'growthStage'),
      culture: { type: words(flow, answers, 'cultureType'), traits: wordList(flow, answers, 'personalityTraits') },
      education_type: words(flow, answers, 'educationType'),
      link: text(answers, 'link'),
      metro_area: words(flow, answers, 'metroArea'),
      open_roles: open.map((role) => {
        const listing = roleListing(role, roleFlow(flows, role));
        return {
          uuid: role.uuid,
          title: listing.title,
          job_type: listing.jobType,
          location: listing.location,
          published_at: role.publishedAt?.toISOString() ?? null,
        };
      }),
    };
  });
}
