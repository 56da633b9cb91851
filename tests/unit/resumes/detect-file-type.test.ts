import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCX_TYPE, LEGACY_WORD_MESSAGE, UNKNOWN_TYPE_MESSAGE, detectFileType } from '../../../src/server/resumes/detect-file-type';
import { inflatesWithin, readZipEntries } from '../../../src/server/resumes/zip-entries';
import { attachmentDisposition, storedFileName } from '../../../src/server/resumes/file-name';

/** A ZIP archive written by hand: local headers, central directory, end record (deflated entries). */
function zip(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(content.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('detectFileType', () => {
  it('knows a PDF and a DOCX by their bytes', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n...'))).toMatchObject({ ok: true, kind: 'pdf', contentType: 'application/pdf' });
    const docx = detectFileType(zip({ '[Content_Types].xml': Buffer.from('<Types/>'), 'word/document.xml': Buffer.from('<w:document/>') }));
    expect(docx).toMatchObject({ ok: true, kind: 'docx', contentType: DOCX_TYPE, extension: '.docx' });
  });

  it('refuses legacy Word, other archives and anything else', () => {
    expect(detectFileType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toEqual({ ok: false, message: LEGACY_WORD_MESSAGE });
    expect(detectFileType(zip({ 'xl/workbook.xml': Buffer.from('<x/>') }))).toEqual({ ok: false, message: UNKNOWN_TYPE_MESSAGE });
    expect(detectFileType(Buffer.from('PK\x03\x04 but cut short'))).toEqual({ ok: false, message: UNKNOWN_TYPE_MESSAGE });
    expect(detectFileType(Buffer.from(' %PDF-1.7'))).toEqual({ ok: false, message: UNKNOWN_TYPE_MESSAGE });
    expect(detectFileType(Buffer.from('%PD'))).toEqual({ ok: false, message: UNKNOWN_TYPE_MESSAGE });
  });
});

describe('inflatesWithin', () => {
  it('measures what the entries really inflate to, not what they declare', () => {
    const archive = zip({ 'word/document.xml': Buffer.alloc(1_000_000, 0x41) });
    const entries = readZipEntries(archive)!;
    expect(archive.length).toBeLessThan(10_000);
    expect(inflatesWithin(archive, entries, 2_000_000)).toBe(true);
    expect(inflatesWithin(archive, entries, 999_999)).toBe(false);
  });
});

describe('file names', () => {
  it('keeps the last part of the sent name, with the extension of what the file is', () => {
    expect(storedFileName('C:\\Users\\maya\\My Resume.PDF', '.pdf')).toBe('My Resume.pdf');
    expect(storedFileName('resume.docx', '.pdf')).toBe('resume.pdf');
    expect(storedFileName('cv', '.docx')).toBe('cv.docx');
    expect(storedFileName(undefined, '.pdf')).toBe('resume.pdf');
    expect(storedFileName('\u0000.pdf', '.pdf')).toBe('resume.pdf');
    expect(storedFileName(`${'x'.repeat(300)}.pdf`, '.pdf')).toHaveLength(255);
  });

  it('writes a Content-Disposition no name can break out of', () => {
    expect(attachmentDisposition('a "b"\\c.pdf')).toBe(`attachment; filename="a _b__c.pdf"; filename*=UTF-8''a%20%22b%22%5Cc.pdf`);
    expect(attachmentDisposition('x\r\nSet-Cookie: y.pdf')).toBe(`attachment; filename="x__Set-Cookie: y.pdf"; filename*=UTF-8''x%0D%0ASet-Cookie%3A%20y.pdf`);
  });
});
