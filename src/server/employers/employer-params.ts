import { idPath, pathParams } from '../http/path-params';

export const NO_SUCH_ORGANISATION = 'No such organization.';

/** The path parameters of `/{employerId}/` paths; anything that is not an id is an organisation that does not exist. */
export const employerIdParams = pathParams({ employerId: idPath(NO_SUCH_ORGANISATION) });
