import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openStorage } from '../src/server/db/open-storage';
import { flowVersions } from '../src/server/db/schema';
import { reportStartFailure } from '../src/server/main';
import { DEFAULT_SCHEMAS_DIR } from '../src/server/flows/load-flows';

// `npm run flow:export -- <flow> <version>`: writes a version published in the flow studio back to
// schemas/flows/<flow>/v<version>.json, so developers' generated types and `check:schemas` see it (issue 26 item 4).
// Reads the configured database; on embedded PGlite, stop the server first (it holds the data folder).
const [flowId, versionText] = process.argv.slice(2);
const version = Number(versionText);
if (!flowId || !/^[a-z][a-z0-9-]*$/.test(flowId) || !Number.isInteger(version) || version < 1) {
  console.error('Usage: npm run flow:export -- <flow> <version>, e.g. npm run flow:export -- jobseeker 2');
  process.exit(1);
}
try {
  const config = loadConfig();
  const storage = await openStorage(config, (error) => {
    throw error;
  });
  try {
    const [row] = await storage.database.db
      .select({ document: flowVersions.document })
      .from(flowVersions)
      .where(and(eq(flowVersions.flowId, flowId), eq(flowVersions.version, version)));
    if (!row) {
      console.error(`No version ${version} of flow "${flowId}" is published in this database.`);
      process.exitCode = 1;
    } else {
      const file = path.join(config.schemasDir ?? DEFAULT_SCHEMAS_DIR, 'flows', flowId, `v${version}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(row.document, null, 2)}\n`);
      console.log(`Wrote ${path.relative(process.cwd(), file)}. Run npm run check:flows, then npm run gen:types.`);
    }
  } finally {
    await storage.close();
  }
} catch (error) {
  reportStartFailure(error);
}
