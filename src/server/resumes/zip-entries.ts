import { inflateRawSync } from 'node:zlib';

/** One file inside a ZIP archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; DOCX writers use nothing else. */
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/**
 * The entries of a ZIP archive from its central directory, or undefined when the bytes are not a readable
 * archive. Read by hand, not with a ZIP library, so the type check of an upload needs no decompression at all.
 * ZIP64 archives are treated as unreadable: a 5 MB DOCX never needs them.
 */
export function readZipEntries(bytes: Buffer): ZipEntry[] | undefined {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return undefined;
    const compressedSize = bytes.readUInt32LE(at + 20);
    const localHeaderOffset = bytes.readUInt32LE(at + 42);
    if (compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) return undefined;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize,
      localHeaderOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Whether every entry really inflates to at most `budget` bytes in all. The sizes an archive declares may lie,
 * so each entry is inflated with a hard output cap: a small DOCX that expands to gigabytes (a "zip bomb") must
 * be refused before the DOCX reader holds it all in memory.
 */
export function inflatesWithin(bytes: Buffer, entries: ZipEntry[], budget: number): boolean {
  let left = budget;
  for (const entry of entries) {
    const header = entry.localHeaderOffset;
    if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) return false;
    const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) return false;
    let size: number;
    if (entry.method === 0) size = data.length;
    else if (entry.method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch {
        // Over the cap (ERR_BUFFER_TOO_LARGE) or corrupt: either way not something to hand on.
        return false;
      }
    } else return false;
    left -= size;
    if (left < 0) return false;
  }
  return true;
}
