import { describe, expect, it } from 'vitest';
import { checkZipLimits } from '../../../../src/server/uploads/zip-limits';
import { attachmentDisposition, uploadFileName } from '../../../../src/server/uploads/upload-file-name';
import { docxArchive, zipArchive } from '../../../support/zip-archive';

const LIMITS = { maxEntries: 10, maxInflatedBytes: 1_000_000 };

describe('checkZipLimits', () => {
  it('passes an archive within its limits and lists its parts', async () => {
    const check = await checkZipLimits(docxArchive([{ name: 'word/styles.xml', content: Buffer.alloc(500_000, 0x41) }]), LIMITS);
    expect(check).toEqual({ ok: true, names: ['[Content_Types].xml', 'word/document.xml', 'word/styles.xml'] });
  });

  it('refuses too many parts, and parts declared to inflate past the limit', async () => {
    const many = docxArchive(Array.from({ length: 9 }, (_, i) => ({ name: `word/part${i}.xml`, content: Buffer.from('x') })));
    expect(await checkZipLimits(many, LIMITS)).toEqual({ ok: false, reason: 'too-many-entries' });
    const honestBomb = docxArchive([{ name: 'word/media/a.xml', content: Buffer.alloc(1_000_001, 0x41) }]);
    expect(honestBomb.length).toBeLessThan(5_000);
    expect(await checkZipLimits(honestBomb, LIMITS)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('stops a part that inflates past the size it declares', async () => {
    const liar = docxArchive([{ name: 'word/a.xml', content: Buffer.alloc(5_000_000, 0x41), declaredSize: 100 }]);
    expect(await checkZipLimits(liar, LIMITS)).toEqual({ ok: false, reason: 'sizes-lie' });
  });

  it('answers unreadable for bytes that are no archive', async () => {
    expect(await checkZipLimits(Buffer.from('PK\x03\x04 but cut short'), LIMITS)).toEqual({ ok: false, reason: 'unreadable' });
    expect((await checkZipLimits(zipArchive([{ name: 'a.txt', content: Buffer.from('a') }]), LIMITS)).ok).toBe(true);
  });
});

describe('upload file names', () => {
  it('keeps the last part of the sent name, with the extension of what the file is', () => {
    expect(uploadFileName('C:\\Users\\maya\\My Resume.PDF', '.pdf', 'resume')).toBe('My Resume.pdf');
    expect(uploadFileName('resume.docx', '.pdf')).toBe('resume.pdf');
    expect(uploadFileName('cv', '.docx')).toBe('cv.docx');
    expect(uploadFileName(undefined, '.pdf', 'resume')).toBe('resume.pdf');
    expect(uploadFileName('\u0000.pdf', '.pdf', 'resume')).toBe('resume.pdf');
    expect(uploadFileName('logo.jpeg', '.png')).toBe('logo.png');
    expect(uploadFileName('a\ud800b.png', '.png')).toBe('a\ufffdb.png');
    expect(uploadFileName(`${'x'.repeat(300)}.pdf`, '.pdf')).toHaveLength(255);
  });

  it('writes a Content-Disposition no name can break out of', () => {
    expect(attachmentDisposition('a "b"\\c.pdf')).toBe(`attachment; filename="a _b__c.pdf"; filename*=UTF-8''a%20%22b%22%5Cc.pdf`);
    expect(attachmentDisposition('x\r\nSet-Cookie: y.pdf')).toBe(`attachment; filename="x__Set-Cookie: y.pdf"; filename*=UTF-8''x%0D%0ASet-Cookie%3A%20y.pdf`);
  });
});
