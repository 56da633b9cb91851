import type { ApiServer } from '../http/api-server';
import type { RoleFiltersetRow, RoleRow } from '../db/schema';
import { authOf } from '../auth/authenticate';
import { everyRouteSignedIn } from '../auth/signed-in';
import { idPath, pathParams } from '../http/path-params';
import { noContent } from '../http/answer-schemas';
import { roleUuidParams } from '../roles';
import { AppError } from '../errors/app-error';
import { countFilterDifferences } from '../../shared/filter-diff';
import { ALGORITHM_VERSION, type RoleCriteria } from './algorithm';
import { criteriaOfFilters, filtersToWire, mergeWireFilters } from './filterset-criteria';
import { NO_SUCH_FILTERSET, ownCriteriaOf, roleByUuid } from './candidates-role';
import {
  filterFormatCatalogue,
  filterOptionCatalogue,
  filterOptionProblems,
  type CriterionFormat,
  type CriterionOptions,
  type FilterOptionCatalogue,
} from './filterset-options';
import { filterValueProblems } from './filterset-values';
import { deleteFilterset, findFiltersetWithRole, insertFilterset, listRoleFiltersets, updateFilterset } from './filterset-repository';
import { filterOptionsWireSchema } from '../../shared/wire/matching-filter-options-wire';
import { filtersetListWireSchema, filtersetWireSchema, roleFiltersWireSchema } from '../../shared/wire/matching-filtersets-wire';
import { filtersetCreateBodySchema, filtersetPatchBodySchema } from '../../shared/wire/matching-filterset-body-wire';
import type { FromSchema } from 'json-schema-to-ts';

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw AppError.fields({ name: ['Give the filter set a name.'] });
  return trimmed;
}

/** A filter set on the wire: its filters (every criterion, plus last_updated and filter_group_id) and how many differ from the role's. */
function filtersetWire(row: RoleFiltersetRow, role: RoleRow, ownCriteria: RoleCriteria): FromSchema<typeof filtersetWireSchema> {
  const own = ownCriteria as unknown as Record<string, unknown>;
  const filters = {
    ...criteriaOfFilters(ownCriteria, row.filters),
    lastUpdated: row.filters.lastUpdated ?? null,
    filterGroupId: row.filters.filterGroupId ?? null,
  };
  return {
    id: row.id,
    role: role.uuid,
    name: row.name,
    filters: filtersToWire(filters),
    differs_from_role: countFilterDifferences(own, filters),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One criterion's options on the wire: the same fields, the record's value field named in snake_case. */
function criterionOptionsWire({ itemField, ...options }: CriterionOptions): FromSchema<typeof filterOptionsWireSchema>['criteria'][string] {
  return itemField === undefined ? options : { ...options, item_field: itemField };
}

function filterOptionsWire(catalogue: FilterOptionCatalogue, formats: Record<string, CriterionFormat>): FromSchema<typeof filterOptionsWireSchema> {
  return { criteria: Object.fromEntries(Object.entries(catalogue).map(([key, options]) => [key, criterionOptionsWire(options)])), formats };
}

/** A 400 naming each criterion sent with a value that is not one of its options (and not the role's own). */
function checkOptions(catalogue: FilterOptionCatalogue, filters: Record<string, unknown> | undefined, own: RoleCriteria): void {
  if (filters === undefined) return;
  const problems = filterOptionProblems(filters, catalogue, filtersToWire(own as unknown as Record<string, unknown>));
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

/** A 400 naming each criterion whose value cannot be (no such day, latest start before ideal, no such college). */
async function checkValues(app: ApiServer, sent: Record<string, unknown> | undefined, merged: Record<string, unknown>, own: RoleCriteria): Promise<void> {
  if (sent === undefined) return;
  const saved = criteriaOfFilters(own, merged);
  const dates = { ideal: saved.idealStartDate, latest: saved.latestStartDate };
  const problems = await filterValueProblems(app.ctx.db, sent, dates, own.preferredColleges);
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

const filtersetParams = pathParams({ id: idPath(NO_SUCH_FILTERSET) });

async function filtersetById(app: ApiServer, param: string): Promise<{ row: RoleFiltersetRow; role: RoleRow }> {
  const found = await findFiltersetWithRole(app.ctx.db, Number(param));
  if (!found) throw AppError.detail(404, NO_SUCH_FILTERSET);
  return found;
}

/**
 * Saved filter sets of a role (spec 000 §3 filter object; staff only; paths ours) and the role's own filters, the
 * reference a set's differences are counted against (lastUpdated and filterGroupId never count).
 */
export async function filtersetRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, ['staff']);
  // Read once: the flows are loaded at boot and do not change while the server runs.
  const catalogue = filterOptionCatalogue(app.ctx.flows);
  const optionsBody = filterOptionsWire(catalogue, filterFormatCatalogue(app.ctx.flows));

  // Each criterion's options with their titles (path ours): the filter-set editor offers them instead of codes.
  app.get('/api/matching/filter-options/', { schema: { response: { 200: filterOptionsWireSchema } } }, async () => optionsBody);

  const roleFiltersRoute = { schema: { params: roleUuidParams, response: { 200: roleFiltersWireSchema } } };
  app.get('/api/matching/roles/:uuid/filters/', roleFiltersRoute, async (request) => {
    const role = await roleByUuid(app.ctx.db, request.params.uuid);
    const filters = { ...(await ownCriteriaOf(app.ctx.db, role)), lastUpdated: role.updatedAt.toISOString(), filterGroupId: null };
    return { role: role.uuid, algorithm_version: ALGORITHM_VERSION, filters: filtersToWire(filters) };
  });

  const listRoute = { schema: { params: roleUuidParams, response: { 200: filtersetListWireSchema } } };
  app.get('/api/matching/roles/:uuid/filtersets/', listRoute, async (request) => {
    const role = await roleByUuid(app.ctx.db, request.params.uuid);
    const rows = await listRoleFiltersets(app.ctx.db, role.id);
    const own = await ownCriteriaOf(app.ctx.db, role);
    return { count: rows.length, results: rows.map((row) => filtersetWire(row, role, own)) };
  });

  app.post(
    '/api/matching/roles/:uuid/filtersets/',
    { schema: { params: roleUuidParams, body: filtersetCreateBodySchema, response: { 201: filtersetWireSchema } } },
    async (request, reply) => {
      const { db, clock } = app.ctx;
      const role = await roleByUuid(db, request.params.uuid);
      const now = clock.now();
      const own = await ownCriteriaOf(db, role);
      checkOptions(catalogue, request.body.filters, own);
      const base = { ...own, filterGroupId: null };
      const merged = mergeWireFilters(base, request.body.filters);
      await checkValues(app, request.body.filters, merged, own);
      const filters = { ...merged, lastUpdated: now.toISOString() };
      const row = await insertFilterset(db, {
        roleId: role.id,
        name: trimmedName(request.body.name),
        filters,
        createdBy: authOf(request).user.id,
        createdAt: now,
        updatedAt: now,
      });
      return reply.code(201).send(filtersetWire(row, role, own));
    },
  );

  const oneRoute = { schema: { params: filtersetParams, response: { 200: filtersetWireSchema } } };
  app.get('/api/matching/filtersets/:id/', oneRoute, async (request) => {
    const { row, role } = await filtersetById(app, request.params.id);
    return filtersetWire(row, role, await ownCriteriaOf(app.ctx.db, role));
  });

  app.patch(
    '/api/matching/filtersets/:id/',
    { schema: { params: filtersetParams, body: filtersetPatchBodySchema, response: { 200: filtersetWireSchema } } },
    async (request) => {
      const { row, role } = await filtersetById(app, request.params.id);
      const own = await ownCriteriaOf(app.ctx.db, role);
      // Only the criteria sent are checked: a set saved before the check (with a code typed by hand) can still be renamed.
      checkOptions(catalogue, request.body.filters, own);
      const merged = mergeWireFilters(row.filters, request.body.filters);
      await checkValues(app, request.body.filters, merged, own);
      const now = app.ctx.clock.now();
      const changes: Partial<RoleFiltersetRow> = { updatedAt: now };
      if (request.body.name !== undefined) changes.name = trimmedName(request.body.name);
      if (request.body.filters !== undefined) changes.filters = { ...merged, lastUpdated: now.toISOString() };
      const updated = await updateFilterset(app.ctx.db, row.id, changes);
      return filtersetWire(updated!, role, own);
    },
  );

  app.delete('/api/matching/filtersets/:id/', { schema: { params: filtersetParams, response: { 204: noContent } } }, async (request, reply) => {
    const { row } = await filtersetById(app, request.params.id);
    await deleteFilterset(app.ctx.db, row.id);
    return reply.code(204).send();
  });
}
