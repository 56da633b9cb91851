import { Counter, Histogram, Registry } from 'prom-client';
import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { MetricsAccess, METRICS_REFUSED } from './metrics-access';
import { processMetrics, resumeReadingSeconds } from './process-metrics';
import { databaseGauges } from './database-gauges';

/** The label of a request that matched no route: one value, so probes of random paths cannot grow the series. */
const UNMATCHED = 'unmatched';

// The routes that read an uploaded resume's text (resumes/resume-routes.ts, resumes/resume-contact-route.ts): their
// whole time, upload included, is the resume reading time a person waits through.
const RESUME_READING_ROUTES = new Set(['/api/extract/resume', '/api/extract/resume/contact/']);

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in the Prometheus text format: requests by route pattern, method and status (count and latency),
 * the job queue, the database connections, answer moves, e-mails, resume reading time, and Node's own figures.
 * Served to this machine only unless METRICS_ALLOW names others (metrics-access.ts). Called on the root instance,
 * not registered as a plugin, so its hook sees every route's requests.
 */
export function registerMetrics(app: ApiServer): void {
  const registry = new Registry();
  const access = new MetricsAccess(app.ctx.config.metricsAllow);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by method, route pattern and status.',
    labelNames,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const gauges = databaseGauges(registry, app.ctx);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    const seconds = reply.elapsedTime / 1000;
    requests.inc(labels);
    latency.observe(labels, seconds);
    if (request.method === 'POST' && RESUME_READING_ROUTES.has(route)) resumeReadingSeconds.observe({ route, status: labels.status }, seconds);
  });

  app.get('/metrics', { schema: { response: { 200: { type: 'string' } } } }, async (request, reply) => {
    if (!access.allows(request)) throw AppError.detail(403, METRICS_REFUSED);
    await gauges.refresh((error) => request.log.warn({ err: error }, 'metrics: the database did not answer'));
    const text = await Registry.merge([registry, processMetrics]).metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
