import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { ApiServer } from './http/api-server';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './http/app-context';
import { registerErrorHandler } from './errors/error-handler';
import { guardedServerOptions, registerRequestGuards } from './http/request-guards';
import { trackDeclaredRoutes } from './flows/declared-routes';
import { unservedSaveCalls } from './flows/check-save-routes';
import { FlowFilesError, type LoadedFlows } from './flows/load-flows';
import { publishedFlows } from './flows/published-flows';
import { flowStudioRoutes } from './flows/studio/flow-studio-routes';
import { registerWebApp } from './http/web-app';
import { registerSignedInCheck } from './auth/signed-in';
import { PATH_REFUSAL_KEYWORD } from './http/path-params';
import { KEYS_ARE_DATA_KEYWORD } from '../shared/wire/keys-are-data';
import { signUpRoute } from './accounts/sign-up-route';
import { loginRoute } from './accounts/login-route';
import { refreshRoute } from './accounts/refresh-route';
import { myProfileRoute } from './accounts/my-profile-route';
import { notificationsRoutes } from './notifications/notifications-routes';
import { unsubscribeRoute } from './notifications/unsubscribe-route';
import { updateUserRoute } from './accounts/update-user-route';
import { mySettingsRoutes } from './settings/my-settings-routes';
import { latestTermsRoute } from './terms/latest-terms-route';
import { newMatchCountRoute } from './matching/new-match-count-route';
import { matchingRolesRoute } from './matching/matching-roles-route';
import { matchesRoutes } from './matching/matches-routes';
import { matchConfirmationRoutes } from './matching/confirmation-routes';
import { quickSearchRoute } from './matching/quick-search-route';
import { candidatesRoutes } from './matching/candidates-routes';
import { filtersetRoutes } from './matching/filterset-routes';
import { jobBoardRoute } from './jobs/job-board-route';
import { messageRoutes } from './messages/message-routes';
import { contactCardRoutes } from './matching/contact-card-routes';
import { referralsRoute } from './referrals/referrals-route';
import { staffOverviewRoute } from './staff/overview-route';
import { reportsRoutes } from './reports/reports-routes';
import { invoiceRoutes } from './invoices/invoice-routes';
import { healthRoute } from './health/health-route';
import { confirmEmailRoutes } from './accounts/confirm-email-routes';
import { logoutRoute } from './accounts/logout-route';
import { registerSecurityHeaders } from './http/security-headers';
import { magicLinkRoutes } from './accounts/magic-link-routes';
import { passwordResetRoutes } from './accounts/password-reset-routes';
import { impersonationRoutes } from './accounts/impersonation-routes';
import { deleteAccountRoutes } from './accounts/delete-account-routes';
import { twoFactorRoutes } from './two-factor/two-factor-routes';
import { coworkerRoutes } from './accounts/coworker-routes';
import { changePasswordRoute } from './accounts/change-password-route';
import { contractRoute } from './employers/contract-route';
import { staffEmployersRoute } from './staff/employers-list-route';
import { staffListsRoutes } from './staff/lists/staff-lists-routes';
import { platformConfigurationRoutes } from './platform/platform-configuration-routes';
import { rolesModule } from './roles/roles-module';
import { uploadedFileRoute } from './uploads/uploaded-file-route';
import { flowAnswerRoutes } from './flows/flow-answer-routes';
import { organisationRoutes } from './employers/organisation-routes';
import { recordRoutes } from './records/record-routes';
import { cityRoutes } from './records/city-routes';
import { expertiseAreasRoute } from './records/expertise-areas-route';
import { userAddressRoutes } from './records/user-address-routes';
import { universitiesRoutes } from './universities/universities-routes';
import { resumeRoutes } from './resumes/resume-routes';
import { resumeContactRoute } from './resumes/resume-contact-route';
import { bytesInRows, type FileBytes } from './uploads/file-bytes';
import { requestIdOf } from './logging/request-id';
import { registerRequestIds } from './logging/register-request-ids';
import { registerMetrics } from './metrics/register-metrics';

export interface BuildOptions {
  /** Folder of the built web app; without one only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

/** What the app is built from: the context, with the flows as read from schemas/ (the app adds the published ones). */
/** Without `files`, uploaded bytes stay in their rows. */
export type AppInput = Omit<AppContext, 'flows' | 'files'> & { flows: LoadedFlows; files?: FileBytes };

/** The whole HTTP application over the given context; listening is the caller's business. */
export async function buildApp(input: AppInput, options: BuildOptions = {}): Promise<ApiServer> {
  const ctx: AppContext = { ...input, files: input.files ?? bytesInRows, flows: await publishedFlows(input.flows, input.db, input.readCache) };
  const app = Fastify({
    logger: options.logger ?? false,
    // Each request's id (a proxy's X-Request-Id, or a new one) is in its log lines and the jobs it enqueues.
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // The client adds trailing slashes (spec 000 §7); paths written without one must reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      // Refuse rather than repair: no type coercion, no silently dropped fields, every problem at once.
      // allowUnionTypes: a few bodies take one of several types (a filter group id is a string, a number or null).
      // keywords: a path parameter's schema says what a value that does not fit it answers (path-params.ts); a
      // property whose keys are data says so, for the casing converters (keys-are-data.ts).
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        useDefaults: false,
        allErrors: true,
        allowUnionTypes: true,
        keywords: [PATH_REFUSAL_KEYWORD, KEYS_ARE_DATA_KEYWORD],
      },
    },
    ...guardedServerOptions,
  }).withTypeProvider<JsonSchemaToTsProvider>();
  app.decorate('ctx', ctx);
  registerRequestIds(app);
  // A flow version published on any instance is served from the next request on (a kept read while none is).
  // The web app's pages and files need no flows. While the database is not answering, the versions known are
  // served and the route itself says what is wrong (the health check's 503), rather than this hook's 500.
  // A published version that no longer loads is not served (people stay on the versions that do); it is logged as
  // an error once, at start or at the request that found it, so an operator learns of it.
  for (const version of ctx.flows.takeUnserved()) app.log.error({ flowVersion: version }, 'a published flow version is not served: it no longer loads');
  app.addHook('onRequest', async (request) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) return;
    try {
      await ctx.flows.refresh();
    } catch (error) {
      request.log.warn({ err: error }, 'published flow versions could not be read; serving the versions known');
    }
    for (const version of ctx.flows.takeUnserved()) request.log.error({ flowVersion: version }, 'a published flow version is not served: it no longer loads');
  });
  trackDeclaredRoutes(app);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerRequestGuards(app);
  registerMetrics(app);
  await registerSecurityHeaders(app, ctx.config);
  await registerWebApp(app, options.webRoot);
  // After the hooks that give every answer its request id, security and CORS headers: a 401 carries them too.
  registerSignedInCheck(app);

  await app.register(signUpRoute);
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(myProfileRoute);
  await app.register(notificationsRoutes);
  await app.register(unsubscribeRoute);
  await app.register(updateUserRoute);
  await app.register(mySettingsRoutes);
  await app.register(latestTermsRoute);
  await app.register(newMatchCountRoute);
  await app.register(matchingRolesRoute);
  await app.register(matchesRoutes);
  await app.register(matchConfirmationRoutes);
  await app.register(quickSearchRoute);
  await app.register(candidatesRoutes);
  await app.register(filtersetRoutes);
  await app.register(jobBoardRoute);
  await app.register(messageRoutes);
  await app.register(contactCardRoutes);
  await app.register(referralsRoute);
  await app.register(staffOverviewRoute);
  await app.register(reportsRoutes);
  await app.register(invoiceRoutes);
  await app.register(healthRoute);
  await app.register(confirmEmailRoutes);
  await app.register(logoutRoute);
  await app.register(magicLinkRoutes);
  await app.register(passwordResetRoutes);
  await app.register(impersonationRoutes);
  await app.register(deleteAccountRoutes);
  await app.register(twoFactorRoutes);
  await app.register(coworkerRoutes);
  await app.register(changePasswordRoute);
  await app.register(contractRoute);
  await app.register(staffEmployersRoute);
  await app.register(staffListsRoutes);
  await app.register(platformConfigurationRoutes);
  await app.register(rolesModule);
  await app.register(uploadedFileRoute);
  await app.register(organisationRoutes);
  await app.register(flowAnswerRoutes);
  await app.register(recordRoutes);
  await app.register(cityRoutes);
  await app.register(expertiseAreasRoute);
  await app.register(userAddressRoutes);
  await app.register(universitiesRoutes);
  await app.register(resumeRoutes);
  await app.register(resumeContactRoute);
  await app.register(flowStudioRoutes);

  // The flow files decide where answers are saved: a path one names that no route serves stops the start.
  const unserved = unservedSaveCalls(app, ctx.flows.all());
  if (unserved.length > 0) throw new FlowFilesError(unserved);
  return app;
}
