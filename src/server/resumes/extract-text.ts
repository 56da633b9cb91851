import { Worker } from 'node:worker_threads';
import type { ExtractionAnswer, ExtractionJob } from './extract-text-worker';
import type { ReadableKind } from './read-document-text';
import { declaredEntrySizes } from '../uploads/zip-limits';

export type { ReadableKind } from './read-document-text';

/** Reading runs while the person waits for the upload to finish; past this they get the file saved and no extraction. */
const EXTRACTION_TIMEOUT_MS = 15_000;
/**
 * The heap the reading thread may use. Parsers build whole documents in memory: a DOCX of 160 kB whose text part
 * inflates to 39 MB (within the upload's ZIP limits) takes mammoth 2 GB, and a PDF's compressed streams can
 * inflate as far; at this cap the thread is stopped, the upload is kept without extraction, and the next upload
 * gets a new thread.
 */
const EXTRACTION_HEAP_MB = 160;
/**
 * A DOCX whose text part inflates past this is not read at all: a résumé's is tens of kilobytes, and parsing takes
 * some fifty times the part's size in memory, so a larger one would only run into the heap cap after seconds.
 */
const MAX_DOCX_TEXT_PART_BYTES = 2 * 1024 * 1024;

const fromSources = import.meta.url.endsWith('.ts');
const workerUrl = new URL(`./extract-text-worker${fromSources ? '.ts' : '.js'}`, import.meta.url).href;
// Run from TypeScript sources (tsx, the tests), the thread first registers tsx's loader to read its own file.
const workerSource = fromSources
  ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); })`
  : `import(${JSON.stringify(workerUrl)})`;

class ExtractionError extends Error {}

interface Pending {
  job: ExtractionJob;
  resolve: (text: string) => void;
  reject: (error: unknown) => void;
}

/**
 * One reading thread for the whole server, one file at a time: however many uploads arrive together, the memory
 * spent reading them stays within one capped heap. Jobs wait their turn; a job that runs past the time limit, or
 * a thread that dies (out of memory), fails that job only.
 */
class ExtractionThread {
  private worker: Worker | undefined;
  private readonly queue: Pending[] = [];
  private running: Pending | undefined;
  private timer: NodeJS.Timeout | undefined;
  private nextId = 1;

  run(bytes: Buffer, kind: ReadableKind): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      // A copy for the thread to own: the caller still stores these bytes.
      this.queue.push({ job: { id: this.nextId++, bytes: new Uint8Array(bytes), kind }, resolve, reject });
      this.startNext();
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerSource, { eval: true, resourceLimits: { maxOldGenerationSizeMb: EXTRACTION_HEAP_MB, maxYoungGenerationSizeMb: 16 } });
    // An idle reading thread must not keep the server (or a test) from exiting.
    worker.unref();
    worker.on('message', (answer: ExtractionAnswer) => {
      if (answer.id !== this.running?.job.id) return;
      if (answer.ok) this.finish((pending) => pending.resolve(answer.text));
      else this.finish((pending) => pending.reject(new ExtractionError(answer.message)));
    });
    // ERR_WORKER_OUT_OF_MEMORY when the heap cap is reached; then 'exit'.
    worker.on('error', (error) => this.lose(worker, error));
    worker.on('exit', (code) => this.lose(worker, new ExtractionError(`the reading thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private startNext(): void {
    if (this.running) return;
    const next = this.queue.shift();
    if (!next) return;
    this.running = next;
    this.timer = setTimeout(() => {
      const worker = this.worker;
      this.finish((pending) => pending.reject(new ExtractionError(`reading the file took over ${EXTRACTION_TIMEOUT_MS / 1000} s`)));
      // Whatever it is stuck in, the thread goes; the next job gets a new one.
      if (worker) {
        this.worker = undefined;
        void worker.terminate();
      }
    }, EXTRACTION_TIMEOUT_MS);
    this.thread().postMessage(next.job, [next.job.bytes.buffer as ArrayBuffer]);
  }

  private finish(settle: (pending: Pending) => void): void {
    clearTimeout(this.timer);
    const pending = this.running;
    this.running = undefined;
    if (pending) settle(pending);
    this.startNext();
  }

  private lose(worker: Worker, error: unknown): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.finish((pending) => pending.reject(error));
  }
}

const thread = new ExtractionThread();

/**
 * The plain text of a PDF or DOCX, '' when there is none to be had: a scanned PDF has no text layer, a damaged
 * file cannot be parsed, a huge one takes too long or too much memory. Read in a worker thread whose heap is
 * capped and which is stopped at the time limit, so no upload can exhaust the server or hold it up. Never
 * throws, because reading the file is a convenience on top of keeping it, and the upload must succeed without it.
 */
export async function extractText(bytes: Buffer, kind: ReadableKind, onError: (error: unknown) => void = () => undefined): Promise<string> {
  try {
    if (kind === 'docx' && ((await declaredEntrySizes(bytes))?.get('word/document.xml') ?? 0) > MAX_DOCX_TEXT_PART_BYTES) {
      throw new ExtractionError(`the document's text part is larger than ${MAX_DOCX_TEXT_PART_BYTES / 1024 / 1024} MB`);
    }
    return await thread.run(bytes, kind);
  } catch (error) {
    onError(error);
    return '';
  }
}
