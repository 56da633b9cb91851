import { parentPort } from 'node:worker_threads';
import { readDocumentText, type ReadableKind } from './read-document-text';

/** One job extractText hands this thread: the file's bytes (transferred) and its kind. */
export interface ExtractionJob {
  id: number;
  bytes: Uint8Array;
  kind: ReadableKind;
}

export type ExtractionAnswer = { id: number; ok: true; text: string } | { id: number; ok: false; message: string };

// Runs in a worker thread with its own, capped heap, one job at a time: see extractText.
parentPort?.on('message', (job: ExtractionJob) => {
  readDocumentText(job.bytes, job.kind).then(
    (text) => parentPort?.postMessage({ id: job.id, ok: true, text } satisfies ExtractionAnswer),
    (error: unknown) =>
      parentPort?.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ExtractionAnswer),
  );
});
