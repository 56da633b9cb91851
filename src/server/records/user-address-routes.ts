import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import { everyRouteSignedIn } from '../auth/signed-in';
import { savedAddressWireSchema } from '../../shared/wire/records-wire';
import { AppError } from '../errors/app-error';
import { editAnswers, jobseekerId } from './record-requests';
import { isPlainObject, recordFromWire, recordToWire, type RecordValue } from './record-wire';
import { validateRecordAnswer } from './record-validation';

const FIELDS = new Set(['primary', 'streetAddress', 'zipcode', 'city', 'state']);

/** The body's address fields (camelCase), strings trimmed and the state upper case; null or '' leaves a field out. */
function addressBody(request: FastifyRequest): RecordValue {
  const body = request.body;
  if (!isPlainObject(body)) throw AppError.detail(400, 'Send the address as a JSON object: primary, street_address, zipcode, city, state.');
  const fields = recordFromWire(body);
  const unknown = Object.keys(body).filter((key) => !FIELDS.has(Object.keys(recordFromWire({ [key]: null }))[0]!));
  if (unknown.length > 0) throw AppError.fields(Object.fromEntries(unknown.map((key) => [key, ['This field is not saved here.']])));
  const address: RecordValue = {};
  for (const [key, value] of Object.entries(fields)) {
    const cleaned = typeof value === 'string' ? (key === 'state' ? value.trim().toUpperCase() : value.trim().replace(/\s+/g, ' ')) : value;
    address[key] = cleaned;
  }
  return address;
}

function withoutEmpty(address: RecordValue): RecordValue {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== null && value !== ''));
}

/**
 * POST /api/user-address/ (the whole address, 201) and PATCH /api/user-address/ (the fields sent, over the stored
 * address) for job seekers: the `userAddress` answer, validated with its question's schema.
 */
export async function userAddressRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);

  const save = async (request: FastifyRequest, replace: boolean) => {
    const userId = jobseekerId(request);
    const changes = addressBody(request);
    if (!replace && Object.keys(changes).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
    return editAnswers(app, userId, (answers, flow) => {
      const stored = isPlainObject(answers.userAddress) ? answers.userAddress : {};
      const address = withoutEmpty(replace ? changes : { ...stored, ...changes });
      validateRecordAnswer(app.ctx, flow, 'userAddress', address, null, false);
      return { answers: { ...answers, userAddress: address }, result: address };
    });
  };

  app.post('/api/user-address/', { schema: { response: { 201: savedAddressWireSchema } } }, async (request, response) => {
    const { result, completedSections } = await save(request, true);
    return response.code(201).send({ ...recordToWire(result), completed_sections: completedSections });
  });
  app.patch('/api/user-address/', { schema: { response: { 200: savedAddressWireSchema } } }, async (request) => {
    const { result, completedSections } = await save(request, false);
    return { ...recordToWire(result), completed_sections: completedSections };
  });
}
