import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import * as account from '../../../../src/shared/wire/account-wire';
import * as invitations from '../../../../src/shared/wire/invitations-wire';
import * as myAnswers from '../../../../src/shared/wire/my-answers-wire';
import * as platform from '../../../../src/shared/wire/platform-wire';
import * as settings from '../../../../src/shared/wire/settings-wire';
import * as staffOverview from '../../../../src/shared/wire/staff-overview-wire';
import * as flowStudio from '../../../../src/shared/wire/flow-studio-wire';
import * as matchingCandidates from '../../../../src/shared/wire/matching-candidates-wire';
import * as matchingFilterOptions from '../../../../src/shared/wire/matching-filter-options-wire';
import * as matchingFiltersets from '../../../../src/shared/wire/matching-filtersets-wire';
import * as matchingNewMatchCount from '../../../../src/shared/wire/matching-new-match-count-wire';
import * as matchingRoles from '../../../../src/shared/wire/matching-roles-wire';
import * as matchingSearch from '../../../../src/shared/wire/matching-search-wire';
import * as matchingSearchQuery from '../../../../src/shared/wire/matching-search-query-wire';
import * as contactCards from '../../../../src/shared/wire/contact-cards-wire';
import * as employer from '../../../../src/shared/wire/employer-wire';
import * as invoices from '../../../../src/shared/wire/invoices-wire';
import * as jobBoard from '../../../../src/shared/wire/job-board-wire';
import * as match from '../../../../src/shared/wire/match-wire';
import * as matchCandidate from '../../../../src/shared/wire/match-candidate-wire';
import * as matchConfirmation from '../../../../src/shared/wire/match-confirmation-wire';
import * as matchRequests from '../../../../src/shared/wire/match-requests-wire';
import * as matchingFiltersetBody from '../../../../src/shared/wire/matching-filterset-body-wire';
import * as messages from '../../../../src/shared/wire/messages-wire';
import * as notifications from '../../../../src/shared/wire/notifications-wire';
import * as publicEmployer from '../../../../src/shared/wire/public-employer-wire';
import * as reports from '../../../../src/shared/wire/reports-wire';
import * as resume from '../../../../src/shared/wire/resume-wire';
import * as roleFeedback from '../../../../src/shared/wire/role-feedback-wire';
import * as roleSummary from '../../../../src/shared/wire/role-summary-wire';
import * as role from '../../../../src/shared/wire/role-wire';
import * as staffLists from '../../../../src/shared/wire/staff-lists-wire';
import * as team from '../../../../src/shared/wire/team-wire';
import * as uploadedFile from '../../../../src/shared/wire/uploaded-file-wire';
import * as cities from '../../../../src/shared/wire/cities-wire';
import * as expertiseAreas from '../../../../src/shared/wire/expertise-areas-wire';
import * as expertiseSkill from '../../../../src/shared/wire/expertise-skill-wire';
import * as records from '../../../../src/shared/wire/records-wire';
import * as universities from '../../../../src/shared/wire/universities-wire';
import { KEYS_ARE_DATA_KEYWORD } from '../../../../src/shared/wire/keys-are-data';

const modules: Record<string, Record<string, unknown>> = {
  'account-wire': account,
  'invitations-wire': invitations,
  'my-answers-wire': myAnswers,
  'platform-wire': platform,
  'settings-wire': settings,
  'staff-overview-wire': staffOverview,
  'flow-studio-wire': flowStudio,
  'matching-candidates-wire': matchingCandidates,
  'matching-filter-options-wire': matchingFilterOptions,
  'matching-filtersets-wire': matchingFiltersets,
  'matching-new-match-count-wire': matchingNewMatchCount,
  'matching-roles-wire': matchingRoles,
  'matching-search-wire': matchingSearch,
  'matching-search-query-wire': matchingSearchQuery,
  'contact-cards-wire': contactCards,
  'employer-wire': employer,
  'invoices-wire': invoices,
  'job-board-wire': jobBoard,
  'match-wire': match,
  'match-candidate-wire': matchCandidate,
  'match-confirmation-wire': matchConfirmation,
  'match-requests-wire': matchRequests,
  'matching-filterset-body-wire': matchingFiltersetBody,
  'messages-wire': messages,
  'notifications-wire': notifications,
  'public-employer-wire': publicEmployer,
  'reports-wire': reports,
  'resume-wire': resume,
  'role-feedback-wire': roleFeedback,
  'role-summary-wire': roleSummary,
  'role-wire': role,
  'staff-lists-wire': staffLists,
  'team-wire': team,
  'uploaded-file-wire': uploadedFile,
  'cities-wire': cities,
  'expertise-areas-wire': expertiseAreas,
  'expertise-skill-wire': expertiseSkill,
  'records-wire': records,
  'universities-wire': universities,
};

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('WireSchema'))
    .map(([name, schema]) => ({ file, name, schema: schema as object })),
);

describe('wire contract schemas (issue 25 item 3)', () => {
  it('lists every contract file of src/shared/wire', () => {
    const files = readdirSync(path.resolve(__dirname, '../../../../src/shared/wire'))
      .filter((file) => file.endsWith('-wire.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(modules).sort()).toEqual(files.sort());
  });

  // A schema Fastify could not compile would fail only when its route is first registered; a loose one (an
  // unknown keyword, a required field it does not describe) would serialise something other than its type.
  it.each(schemas.map((entry) => [`${entry.file}: ${entry.name}`, entry.schema] as const))('%s compiles in strict mode', (_name, schema) => {
    // The app's ajv knows the annotation marking properties whose keys are data (app.ts), and only that one.
    const ajv = new Ajv({ strict: true, allowUnionTypes: true, keywords: [KEYS_ARE_DATA_KEYWORD] });
    expect(() => ajv.compile(schema)).not.toThrow();
  });
});
