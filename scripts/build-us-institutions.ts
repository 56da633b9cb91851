import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `npx tsx scripts/build-us-institutions.ts HD2022.csv` rewrites src/server/universities/us-institutions.json
// from an IPEDS "Institutional Characteristics: Directory information" file (HDyyyy.csv, from the NCES IPEDS
// data center's complete data files). IPEDS is collected and published by the US Department of Education's
// National Center for Education Statistics: a work of the US federal government, in the public domain in the
// US (17 U.S.C. § 105), so the derived list can ship with the project. The committed list was made from HD2022
// (6,256 rows; sha256 6242a95f8d9e72a6f3a38448263ca04778946baaebae5940e52fac85df06bddf).
//
// Kept: degree-granting institutions (DEGGRANT 1) of the public, private non-profit and for-profit sectors
// (SECTOR 1-6; 0 is a system office, not a school) in the 50 states and DC. Institutions that closed or merged
// in the survey year stay in: people name the school they graduated from, open or not.
// The id is IPEDS's UNITID, so a later refresh keeps every id a saved education record points at.

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
const OUTPUT = path.resolve(import.meta.dirname, '../src/server/universities/us-institutions.json');

interface Institution {
  id: number;
  name: string;
  city: string;
  state: string;
}

/** One CSV record of the IPEDS files: commas, double-quoted fields with "" for a quote, no line breaks inside. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

function institutions(csv: string): Institution[] {
  const [header, ...lines] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!header) throw new Error('The file is empty');
  const columns = csvFields(header.replace(/^\uFEFF/, '')).map((name) => name.trim().toUpperCase());
  const column = (name: string) => {
    const at = columns.indexOf(name);
    if (at < 0) throw new Error(`The file has no ${name} column: is it an IPEDS HD (directory) file?`);
    return at;
  };
  const [unitId, name, city, state, sector, degreeGranting] = ['UNITID', 'INSTNM', 'CITY', 'STABBR', 'SECTOR', 'DEGGRANT'].map(column) as number[];

  const byKey = new Map<string, Institution>();
  lines.forEach((line, index) => {
    const fields = csvFields(line).map(tidy);
    if (fields.length !== columns.length) throw new Error(`Line ${index + 2} has ${fields.length} fields, the header ${columns.length}`);
    const row = { id: Number(fields[unitId!]), name: fields[name!]!, city: fields[city!]!, state: fields[state!]!.toUpperCase() };
    const kept = STATES.has(row.state) && /^[1-6]$/.test(fields[sector!]!) && fields[degreeGranting!] === '1';
    if (!kept) return;
    if (!Number.isSafeInteger(row.id) || row.id <= 0 || !row.name || !row.city) throw new Error(`Line ${index + 2} lacks a UNITID, name or city`);
    // The table is unique on (name, city, state); a second campus entry with the same three keeps the first id.
    const key = `${row.name}|${row.city}|${row.state}`;
    const first = byKey.get(key);
    if (!first || row.id < first.id) byKey.set(key, row);
  });
  const order = (a: Institution, b: Institution) =>
    compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.name, b.name) || compare(a.city, b.city) || compare(a.state, b.state);
  return [...byKey.values()].sort(order);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const source = process.argv[2];
if (!source) {
  console.error('Usage: npx tsx scripts/build-us-institutions.ts path/to/HDyyyy.csv');
  process.exit(2);
}
const list = institutions(readFileSync(source, 'utf8'));
// One institution a line, so a refresh reviews as a readable diff.
writeFileSync(OUTPUT, `[\n${list.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`);
const states = new Set(list.map((entry) => entry.state)).size;
console.log(
  `Wrote ${list.length} institutions, from ${states} of the ${STATES.size} state codes (50 states and DC), to ${path.relative(process.cwd(), OUTPUT)}`,
);
