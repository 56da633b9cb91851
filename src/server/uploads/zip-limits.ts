import type yauzl from 'yauzl';

/** Loaded on the first archive read: a server that reads no DOCX never holds it. */
const openZip = async (...args: Parameters<typeof yauzl.fromBufferPromise>) => (await import('yauzl')).default.fromBufferPromise(...args);

/** How far a ZIP-based upload (a DOCX) may reach once opened. */
export interface ZipLimits {
  /** The most entries (parts) the archive may list. */
  maxEntries: number;
  /** The most all entries together may inflate to, as declared and as really inflated. */
  maxInflatedBytes: number;
}

/** What opening an archive within its limits found. */
export type ZipCheck = { ok: true; names: string[] } | { ok: false; reason: 'too-many-entries' | 'too-large' | 'sizes-lie' | 'unreadable' };

/** Counts a stream's bytes without keeping them, failing as soon as the count passes `budget`. */
async function inflatedLength(stream: NodeJS.ReadableStream & { destroy(): void }, budget: number): Promise<number> {
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > budget) {
      stream.destroy();
      return length;
    }
  }
  return length;
}

/**
 * Whether a ZIP archive stays within the limits, read with yauzl from its central directory: the entry count and
 * the sizes the archive declares are checked before anything is inflated, so an honest "zip bomb" is refused at
 * once; then every entry is inflated as a stream and counted, never kept, and yauzl stops an entry that inflates
 * past the size it declared, so a lying archive is stopped within the budget too. What passes can be handed to a
 * reader that inflates everything in memory (mammoth) without exhausting the server.
 */
export async function checkZipLimits(bytes: Buffer, limits: ZipLimits): Promise<ZipCheck> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
    if (zip.entryCount > limits.maxEntries) return { ok: false, reason: 'too-many-entries' };
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      entries.push(entry);
      declared += entry.uncompressedSize;
      if (declared > limits.maxInflatedBytes) return { ok: false, reason: 'too-large' };
    }
    let left = limits.maxInflatedBytes;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      left -= await inflatedLength(await zip.openReadStreamPromise(entry), left);
      if (left < 0) return { ok: false, reason: 'too-large' };
    }
    return { ok: true, names: entries.map((entry) => entry.fileName) };
  } catch (error) {
    // yauzl's validateEntrySizes: an entry inflating past the size it declared is a bomb that lies.
    if (error instanceof Error && error.message.startsWith('too many bytes in the stream')) return { ok: false, reason: 'sizes-lie' };
    // Not an archive, cut short, encrypted, an unknown compression: none of them is a document anyone can open.
    return { ok: false, reason: 'unreadable' };
  } finally {
    zip?.close();
  }
}

/**
 * The inflated size each entry of an archive declares, from its central directory alone (nothing is inflated);
 * undefined when the bytes are no readable archive. Trustworthy for an archive checkZipLimits passed, since that
 * check stops any entry inflating past what it declares.
 */
export async function declaredEntrySizes(bytes: Buffer): Promise<Map<string, number> | undefined> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(bytes, { lazyEntries: true, autoClose: false, strictFileNames: false });
    const sizes = new Map<string, number>();
    for await (const entry of zip.eachEntry()) sizes.set(entry.fileName, entry.uncompressedSize);
    return sizes;
  } catch {
    return undefined;
  } finally {
    zip?.close();
  }
}
