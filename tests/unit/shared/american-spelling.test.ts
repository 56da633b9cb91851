import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 23 item 16: the people the product serves write American English. Every text a person reads (the flow files'
// labels, help, messages and option titles; the pages, server messages and e-mails written in the code) is scanned
// for British spellings, so one cannot come back. Identifiers, API fields, enum codes and file names are not text a
// person reads and may keep theirs (organisationMetroArea).

const ROOT = path.resolve(__dirname, '../../..');

/** British spellings and the American word a person should read instead. */
const BRITISH =
  /\b(organis(?:e|ed|es|ing|ation|ations|ational|er|ers)|recognis(?:e|ed|es|ing|able)|authoris(?:e|ed|es|ing|ation)|colours?|coloured|behaviours?|behavioural|cancell(?:ed|ing)|centres?|licences?|favour(?:s|ed|ite|ites|able)?|honours?|labour|programmes?|enrolment|catalogue|analys(?:e|ed|ing)|judgement|travell(?:ed|ing|er|ers)|modell(?:ed|ing)|labell(?:ed|ing)|counsell(?:or|ors|ing)|whilst|amongst)\b/gi;

/** A string a person could read: words with a space between, or one capitalized word ("Cancelled"). Codes have neither. */
const isProse = (text: string) => /\S\s+\S/.test(text.trim()) || /^[A-Z][a-z]+[.!?]?$/.test(text.trim());

function britishIn(text: string): string[] {
  return isProse(text) ? [...text.matchAll(BRITISH)].map((match) => match[0]) : [];
}

/** JSON keys whose values are codes, paths or notes to maintainers, never shown. */
const NOT_SHOWN = new Set([
  '$comment',
  '$schema',
  '$id',
  '$ref',
  'const',
  'enum',
  'pattern',
  'format',
  'path',
  'itemPath',
  'uploadPath',
  'searchPath',
  'field',
  'saveTo',
  'widget',
  'record',
  'name',
  'section',
  'of',
]);

function jsonTexts(value: unknown, key: string, at: string, found: string[]): void {
  if (typeof value === 'string') {
    if (!NOT_SHOWN.has(key)) for (const word of britishIn(value)) found.push(`${at}: "${word}" in ${JSON.stringify(value)}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => jsonTexts(item, key, `${at}/${index}`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) jsonTexts(item, name, `${at}/${name}`, found);
  }
}

/** String literals, template text and JSX text of a source file: everything it can show or send, but no identifier. */
function codeTexts(file: string, found: string[]): void {
  const source = fs.readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    const moduleName = parent !== undefined && (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent));
    const templatePart = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if (!moduleName && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || templatePart || ts.isJsxText(node))) {
      const text = ts.isJsxText(node) ? node.text : (node as ts.LiteralLikeNode).text;
      // A template's parts are text between values, prose even without a space of their own (`organizations${…}`).
      const words = templatePart ? [...text.matchAll(BRITISH)].map((match) => match[0]) : britishIn(text);
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      for (const word of words) found.push(`${path.relative(ROOT, file)}:${line + 1}: "${word}" in ${JSON.stringify(text.trim())}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('American spelling in everything a person reads (issue 23 item 16)', () => {
  it('finds a British spelling in a sentence, and leaves codes and identifiers alone', () => {
    expect(britishIn("Your organisation's colour was cancelled at the centre")).toEqual(['organisation', 'colour', 'cancelled', 'centre']);
    expect(britishIn('Cancelled')).toEqual(['Cancelled']);
    expect(britishIn('organisation_metro_area')).toEqual([]);
    expect(britishIn('Your organization canceled the color change at the center')).toEqual([]);
  });

  it('the flow files and option lists: labels, help, messages and titles', () => {
    const found: string[] = [];
    for (const file of filesUnder(path.join(ROOT, 'schemas'), /\.json$/))
      jsonTexts(JSON.parse(fs.readFileSync(file, 'utf8')), '', path.relative(ROOT, file), found);
    expect(found).toEqual([]);
  });

  it('the pages, server messages and e-mails written in the code', () => {
    const found: string[] = [];
    const sources = [
      ...filesUnder(path.join(ROOT, 'src/server'), /\.ts$/),
      ...filesUnder(path.join(ROOT, 'src/web'), /\.tsx?$/),
      ...filesUnder(path.join(ROOT, 'src/shared'), /\.ts$/),
    ];
    // The e-mails are among them: a sign that the scan reads the files that write them.
    expect(sources.some((file) => file.endsWith(path.join('mail', 'mail-message.ts')))).toBe(true);
    for (const file of sources) codeTexts(file, found);
    expect(found).toEqual([]);
  }, 60_000);
});
