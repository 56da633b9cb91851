/**
 * The roles folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { NO_SUCH_ROLE, roleUuidParam, roleUuidParams } from './role-access';
export { ROLE_FLOW } from './role-flow';
export { roleListing } from './role-listing';
export { countRolesOfEmployer, findRoleByUuid, listNewestOpenRoles, listOpenRolesOfEmployer } from './role-repository';
export { UNTITLED_ROLE, roleTitleOf } from './role-title';
