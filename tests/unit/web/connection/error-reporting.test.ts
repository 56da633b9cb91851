import { afterEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const captureReactException = vi.fn();
vi.mock('@sentry/react', () => ({ init, captureReactException }));

const { initErrorReporting, reportRenderError } = await import('../../../../src/web/errors/error-reporting');

afterEach(() => {
  init.mockClear();
  captureReactException.mockClear();
});

describe('error reporting', () => {
  it('stays off outside production builds, even with a DSN', async () => {
    expect(await initErrorReporting({ PROD: false, MODE: 'development', VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' })).toBe(false);
    expect(init).not.toHaveBeenCalled();
    reportRenderError(new Error('x'), { componentStack: '' });
    expect(captureReactException).not.toHaveBeenCalled();
  });

  it('stays off in production without a DSN', async () => {
    expect(await initErrorReporting({ PROD: true, MODE: 'production' })).toBe(false);
    expect(await initErrorReporting({ PROD: true, MODE: 'production', VITE_SENTRY_DSN: '' })).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('starts in production with a DSN, ignoring the two named messages, and reports caught render errors', async () => {
    expect(await initErrorReporting({ PROD: true, MODE: 'production', VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' })).toBe(true);
    expect(init).toHaveBeenCalledWith({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      environment: 'production',
      ignoreErrors: ['global is not defined', "Cannot read properties of null (reading 'useState')"],
    });
    const error = new Error('render failed');
    reportRenderError(error, { componentStack: '\n    at Page' });
    expect(captureReactException).toHaveBeenCalledWith(error, { componentStack: '\n    at Page' });
  });
});
