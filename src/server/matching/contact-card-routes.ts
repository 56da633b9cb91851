import type { ApiServer } from '../http/api-server';
import type { FromSchema } from 'json-schema-to-ts';
import { everyRouteSignedIn } from '../auth/signed-in';
import { idPath, pathParams } from '../http/path-params';
import { AppError } from '../errors/app-error';
import { JOBSEEKER_FLOW, readFlowAnswers } from '../flows/flow-answers';
import { findUserById } from '../accounts';
import { formatPhoneNumber } from '../../shared/format/format-phone-number';
import {
  CONTACT_CARD_VISIBILITIES,
  employerSeesJobseekerCard,
  isContactCardVisibility,
  jobseekerSeesEmployerCard,
  type ContactCardVisibility,
} from '../../shared/contact-cards';
import { matchScope, matchViewer, NO_SUCH_MATCH, type MatchViewer } from './match-access';
import { findContactCardMatch, organisationEmployees, setContactCardVisibility } from './contact-card-repository';
import { matchContactCardsWireSchema, type contactCardWireSchema } from '../../shared/wire/contact-cards-wire';

// Only which fields there are: the handler checks the value and names the choices.
const visibilityBodySchema = { type: 'object', additionalProperties: false, properties: { visibility: {} } } as const;

/**
 * Contact cards (issue 12 item 2): staff decide per match whose contact details it shows to whom; the server
 * sends a card only to a side the match's setting allows (staff see both).
 */
export async function contactCardRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const { db } = app.ctx;

  async function visibleMatch(viewer: MatchViewer, matchId: number) {
    const row = await findContactCardMatch(db, matchId, matchScope(viewer));
    if (!row) throw AppError.detail(404, NO_SUCH_MATCH);
    return row;
  }

  async function jobseekerCard(jobseekerId: number): Promise<FromSchema<typeof contactCardWireSchema> | null> {
    const person = await findUserById(db, jobseekerId);
    if (!person) return null;
    const answers = (await readFlowAnswers(db, jobseekerId, JOBSEEKER_FLOW))?.answers ?? {};
    const phone =
      typeof answers.phoneNumber === 'string' && answers.phoneNumber !== '' ? (formatPhoneNumber(answers.phoneNumber) ?? answers.phoneNumber) : null;
    return { name: `${person.firstName} ${person.lastName}`, email: person.email, phone, job_title: null, organization: null };
  }

  /** The organisation's contact: who created the role while they still work there, else a team administrator. */
  async function employerCard(employerId: number, roleCreator: number | null, organization: string): Promise<FromSchema<typeof contactCardWireSchema> | null> {
    const people = await organisationEmployees(db, employerId);
    const contact = people.find((person) => person.id === roleCreator) ?? people[0];
    if (!contact) return null;
    return { name: `${contact.firstName} ${contact.lastName}`, email: contact.email, phone: null, job_title: contact.jobTitle, organization };
  }

  async function cardsFor(viewer: MatchViewer, matchId: number): Promise<FromSchema<typeof matchContactCardsWireSchema>> {
    const row = await visibleMatch(viewer, matchId);
    const visibility: ContactCardVisibility = isContactCardVisibility(row.match.contactCardVisibility) ? row.match.contactCardVisibility : 'none';
    const showsJobseeker = viewer.kind === 'staff' || (viewer.kind === 'employee' && employerSeesJobseekerCard(visibility));
    const showsEmployer = viewer.kind === 'staff' || (viewer.kind === 'jobseeker' && jobseekerSeesEmployerCard(visibility));
    return {
      visibility,
      jobseeker: showsJobseeker ? await jobseekerCard(row.match.jobseekerId) : null,
      employer: showsEmployer ? await employerCard(row.employerId, row.roleCreator, row.organization) : null,
    };
  }

  // The cards are written by the wire contract's schema.
  const response = { 200: matchContactCardsWireSchema } as const;
  const params = pathParams({ id: idPath(NO_SUCH_MATCH) });

  app.get('/api/matches/:id/contact-cards/', { schema: { params, response } }, async (request) => cardsFor(matchViewer(request), Number(request.params.id)));

  app.patch(
    '/api/matches/:id/contact-cards/',
    { config: { signedIn: ['staff'] }, schema: { params, body: visibilityBodySchema, response } },
    async (request) => {
      const viewer = matchViewer(request);
      const { visibility } = request.body;
      if (!isContactCardVisibility(visibility)) throw AppError.fields({ visibility: [`Choose one of: ${CONTACT_CARD_VISIBILITIES.join(', ')}.`] });
      const row = await visibleMatch(viewer, Number(request.params.id));
      await setContactCardVisibility(db, row.match.id, visibility, app.ctx.clock.now());
      return cardsFor(viewer, row.match.id);
    },
  );
}
