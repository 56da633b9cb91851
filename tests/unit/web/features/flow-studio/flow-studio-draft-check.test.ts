// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftCheck } from '../../../../../src/web/features/flow-studio/use-draft-check';
import { stubFetch } from '../../support/fetch-stub';

const checkOf = (steps: number) => ({ problems: [], graph: { nodes: Array.from({ length: steps }, (_, index) => ({ id: `s${index}` })), edges: [] } });

afterEach(() => vi.unstubAllGlobals());

describe("the studio's check of the draft", () => {
  it('does not count an earlier check once the check of the text now shown has failed: publishing waits', async () => {
    const server = stubFetch();
    server.reply(() => ({ status: 200, body: checkOf(1) }));
    const { result, rerender } = renderHook(({ text }) => useDraftCheck('jobseeker', text), { initialProps: { text: '{"version": 2}' } });
    await waitFor(() => expect(result.current.upToDate).toBe(true), { timeout: 3_000 });
    expect(result.current.failure).toBeNull();

    server.reply(() => ({ status: 503, body: { detail: 'The service is unavailable.' } }));
    rerender({ text: '{"version": 2, "title": "Changed"}' });
    // Until the new text is checked, the old check is not this text's.
    expect(result.current.upToDate).toBe(false);
    await waitFor(() => expect(result.current.failure).not.toBeNull(), { timeout: 3_000 });
    expect(result.current.upToDate).toBe(false);
    // The map and the problems still have the last check to draw from.
    expect(result.current.checked).not.toBeNull();

    server.reply(() => ({ status: 200, body: checkOf(2) }));
    rerender({ text: '{"version": 2, "title": "Changed again"}' });
    await waitFor(() => expect(result.current.upToDate).toBe(true), { timeout: 3_000 });
    expect(result.current.failure).toBeNull();
  });
});
