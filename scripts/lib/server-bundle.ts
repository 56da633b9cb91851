import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server compiled ahead into one file in `outDir`, its packages left to node_modules, the résumé-reading worker
 * beside it; answers the server's entry. Run under tsx instead, the serving process held tsx, esbuild's transform
 * results and a source map per module: some 60 MB of an idle server's 300, and about 2 s of CPU per start. Bundling
 * takes under a second. `outDir` must be inside the project, so the packages are found from there.
 */
export async function bundleServer(outDir: string): Promise<string> {
  await build({
    entryPoints: ['src/server/server.ts', 'src/server/resumes/extract-text-worker.ts'].map((entry) => path.join(root, entry)),
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return path.join(outDir, 'server.js');
}
