/**
 * Writes the resume fixture files (tests/fixtures/resumes/<id>.pdf|docx) from resume-specs.ts, each in its layout:
 * PDFs with pdfkit (text placed where a designer puts it: columns, a sidebar, a centred header, a right-aligned
 * contact block, a margin of dates), Word documents with docx (paragraphs, tables, the page header and footer).
 * Run `npx tsx scripts/make-resume-fixtures.ts` after changing a spec; the files are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { AlignmentType, Document, Footer, Header, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import { fixtureFileName, RESUME_SPECS, type ResumeSpec, type Section, type WrittenRole } from '../tests/fixtures/resumes/resume-specs';

const OUT = path.join(import.meta.dirname, '../tests/fixtures/resumes');

const isRoles = (section: Section): section is Extract<Section, { roles: WrittenRole[] }> => 'roles' in section;

/** A page cursor for one column of a PDF. */
class Column {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly x: number,
    readonly width: number,
    public y: number,
  ) {}

  write(text: string, options: { size?: number; bold?: boolean; align?: 'left' | 'center' | 'right'; gap?: number } = {}): void {
    const size = options.size ?? 10;
    this.doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const height = this.doc.heightOfString(text, { width: this.width });
    this.doc.text(text, this.x, this.y, { width: this.width, align: options.align ?? 'left' });
    this.y += height + (options.gap ?? 3);
  }

  /** Text on the left and a date at the right margin of the same line. */
  withDates(text: string, dates: string, bold = true): void {
    this.doc.font('Helvetica').fontSize(10);
    this.doc.text(dates, this.x, this.y, { width: this.width, align: 'right', lineBreak: false });
    this.write(text, { bold, size: 10.5 });
  }
}

function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { CreationDate: new Date('2026-01-01T00:00:00Z') } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A role's header as the layout writes it. */
function drawRole(column: Column, role: WrittenRole, style: 'org-first' | 'title-org' | 'stacked' | 'title-then-org'): void {
  const org = role.org && role.place ? `${role.org}, ${role.place}` : role.org;
  if (style === 'org-first') {
    if (org) column.write(org, { bold: true, size: 10.5, gap: 1 });
    column.withDates(role.title, role.dates, false);
  } else if (style === 'title-org') column.withDates(org ? `${role.title} | ${org}` : role.title, role.dates);
  else if (style === 'title-then-org') {
    column.write(role.title, { bold: true, size: 10.5, gap: 1 });
    column.write(org ? `${org} | ${role.dates}` : role.dates, { gap: 2 });
  } else {
    column.write(role.title, { bold: true, size: 10.5, gap: 1 });
    if (org) column.write(org, { gap: 1 });
    column.write(role.dates, { size: 9, gap: 2 });
  }
  for (const bullet of role.bullets ?? []) column.write(`• ${bullet}`, { gap: 2 });
  column.y += 4;
}

function drawSections(column: Column, sections: Section[], style: Parameters<typeof drawRole>[2], upper = false): void {
  for (const section of sections) {
    column.write(upper ? section.heading.toUpperCase() : section.heading, { bold: true, size: 12, gap: 4 });
    if (isRoles(section)) for (const role of section.roles) drawRole(column, role, style);
    else for (const line of section.lines) column.write(line);
    column.y += 6;
  }
}

function onePdf(spec: ResumeSpec): Promise<Buffer> {
  return pdfBuffer((doc) => {
    const main = spec.sections.filter((section) => !section.side);
    const side = spec.sections.filter((section) => section.side);
    switch (spec.layout) {
      case 'pdf-one-column': {
        const page = new Column(doc, 50, 512, 50);
        page.write(spec.name, { size: 20, bold: true });
        for (const line of spec.contact) page.write(line, { size: 9.5 });
        page.y += 8;
        drawSections(page, spec.sections, 'org-first');
        break;
      }
      case 'pdf-centred-header': {
        const page = new Column(doc, 50, 512, 50);
        page.write(spec.name, { size: 20, bold: true, align: 'center' });
        for (const line of spec.contact) page.write(line, { size: 9.5, align: 'center' });
        page.y += 8;
        drawSections(page, spec.sections, 'title-org', true);
        break;
      }
      case 'pdf-right-contact': {
        const contact = new Column(doc, 362, 200, 45);
        for (const line of spec.contact) contact.write(line, { size: 9.5, align: 'right', gap: 2 });
        const page = new Column(doc, 50, 512, 50);
        page.write(spec.name, { size: 22, bold: true });
        page.y = Math.max(page.y, contact.y) + 10;
        drawSections(page, spec.sections, 'title-then-org');
        break;
      }
      case 'pdf-two-column': {
        const header = new Column(doc, 40, 532, 40);
        header.write(spec.name, { size: 20, bold: true, align: 'center' });
        for (const line of spec.contact) header.write(line, { size: 9.5, align: 'center' });
        const left = new Column(doc, 40, 320, header.y + 14);
        const right = new Column(doc, 392, 180, header.y + 14);
        drawSections(left, main, 'stacked', true);
        drawSections(right, side, 'stacked', true);
        break;
      }
      case 'pdf-sidebar': {
        const sidebar = new Column(doc, 30, 150, 50);
        sidebar.write('CONTACT', { bold: true, size: 11, gap: 4 });
        for (const line of spec.contact) sidebar.write(line, { size: 9, gap: 2 });
        sidebar.y += 10;
        drawSections(sidebar, side, 'stacked', true);
        const body = new Column(doc, 215, 357, 50);
        body.write(spec.name, { size: 22, bold: true, gap: 12 });
        drawSections(body, main, 'stacked', true);
        break;
      }
      case 'pdf-date-margin': {
        const page = new Column(doc, 50, 512, 50);
        page.write(spec.name, { size: 20, bold: true });
        for (const line of spec.contact) page.write(line, { size: 9.5 });
        page.y += 8;
        const margin = new Column(doc, 50, 90, 0);
        const details = new Column(doc, 155, 407, 0);
        for (const section of spec.sections) {
          page.write(section.heading.toUpperCase(), { bold: true, size: 12, gap: 4 });
          details.y = page.y;
          if (isRoles(section)) {
            for (const role of section.roles) {
              margin.y = details.y;
              margin.write(role.dates, { size: 9.5 });
              details.write(role.title, { bold: true, size: 10.5, gap: 1 });
              if (role.org) details.write(role.org, { gap: 1 });
              for (const bullet of role.bullets ?? []) details.write(`• ${bullet}`, { gap: 2 });
              details.y += 5;
            }
          } else {
            for (const line of section.lines) {
              const dated = /^(\d{4} – \d{4})\s+(.*)$/.exec(line);
              if (dated) {
                margin.y = details.y;
                margin.write(dated[1]!, { size: 9.5 });
              }
              details.write(dated ? dated[2]! : line);
            }
          }
          page.y = details.y + 6;
        }
        break;
      }
      default:
        throw new Error(`${spec.id}: ${spec.layout} is not a PDF layout`);
    }
  });
}

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

function docxRoleParagraphs(role: WrittenRole): Paragraph[] {
  const org = role.org && role.place ? `${role.org}, ${role.place}` : role.org;
  return [
    ...(org ? [line(org, true)] : []),
    // A title and its dates on one line, the dates pushed right with a tab stop as Word's resume templates do.
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
      children: [new TextRun({ text: role.title, italics: true }), new TextRun({ text: `\t${role.dates}` })],
    }),
    ...(role.bullets ?? []).map(bullet),
  ];
}

function docxRoleTable(roles: WrittenRole[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: roles.map(
      (role) =>
        new TableRow({
          children: [
            new TableCell({ width: { size: 25, type: WidthType.PERCENTAGE }, children: [line(role.dates)] }),
            new TableCell({
              width: { size: 75, type: WidthType.PERCENTAGE },
              children: [line(role.title, true), ...(role.org ? [line(role.org)] : []), ...(role.bullets ?? []).map(bullet)],
            }),
          ],
        }),
    ),
  });
}

function oneDocx(spec: ResumeSpec): Promise<Buffer> {
  const top = [new Paragraph({ text: spec.name, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }), ...spec.contact.map((text) => line(text))];
  const body: (Paragraph | Table)[] = [];
  for (const section of spec.sections) {
    body.push(heading(section.heading));
    if (!isRoles(section)) body.push(...section.lines.map((text) => line(text)));
    else if (spec.layout === 'docx-table') body.push(docxRoleTable(section.roles));
    else body.push(...section.roles.flatMap(docxRoleParagraphs));
  }
  const inMargins = spec.layout === 'docx-header-footer';
  const document = new Document({
    creator: 'resume fixtures',
    sections: [
      {
        ...(inMargins && {
          headers: { default: new Header({ children: [top[0]!, line(spec.contact[0]!)] }) },
          footers: { default: new Footer({ children: spec.contact.slice(1).map((text) => line(text)) }) },
        }),
        children: [...(inMargins ? [] : top), ...body],
      },
    ],
  });
  return Packer.toBuffer(document);
}

for (const spec of RESUME_SPECS) {
  const bytes = spec.layout.startsWith('pdf') ? await onePdf(spec) : await oneDocx(spec);
  writeFileSync(path.join(OUT, fixtureFileName(spec)), bytes);
  console.log(`wrote ${fixtureFileName(spec)} (${spec.layout}, ${bytes.length} bytes)`);
}
