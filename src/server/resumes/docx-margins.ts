import type yauzl from 'yauzl';

/** A page header or footer of a resume holds a few lines; a larger part is not one worth reading. */
const MAX_PART_BYTES = 256 * 1024;
const MARGIN_PART = /^word\/(?:header|footer)\d*\.xml$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name!] ?? whole),
  );

/** The paragraphs of a WordprocessingML part as lines: the text runs of each, tabs as spaces. */
function paragraphsOf(xml: string): string[] {
  const lines: string[] = [];
  for (const [paragraph] of xml.matchAll(/<w:p[\s>][\s\S]*?<\/w:p>/g)) {
    const text = [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map((match) => (match[1] === undefined ? ' ' : decode(match[1])))
      .join('');
    if (text.trim() !== '') lines.push(text.trim());
  }
  return lines;
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The text of a DOCX's page headers and footers, each line once (a header repeated for the first page and the
 * rest is one header to a reader). The upload's ZIP limits were checked before this runs.
 */
export async function docxMarginText(bytes: Buffer): Promise<string> {
  const { default: open } = await import('yauzl');
  const zip = await open.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, strictFileNames: false });
  try {
    const lines: string[] = [];
    for await (const entry of zip.eachEntry()) {
      if (!MARGIN_PART.test(entry.fileName) || entry.uncompressedSize > MAX_PART_BYTES) continue;
      for (const line of paragraphsOf(await readEntry(zip, entry))) if (!lines.includes(line)) lines.push(line);
    }
    return lines.join('\n');
  } finally {
    zip.close();
  }
}
