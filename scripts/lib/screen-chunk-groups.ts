import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

// A package's index re-exports every module of it and the build keeps only what is used, which a walk of the
// imports cannot tell: the walk does not go through one.
const PACKAGE_INDEX = /[\\/]node_modules[\\/](@[^\\/]+[\\/])?[^\\/]+[\\/]index\.m?js$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

function staticClosure(graph: ModuleGraph, roots: Iterable<string>, outside: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id) || outside.has(id) || PACKAGE_INDEX.test(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Chunks for the pages a person sees first after signing in: the signed-in frame and the job seeker home, each in
 * two files: what only it uses, and what other lazily loaded screens use too (MUI's menus, dialogs, text fields).
 * Left to automatic splitting they were some forty-five files of 74 bytes to 16 KB, one per set of screens sharing a
 * module, each a request, a module-preload link appended in the page's task, and a module to compile and evaluate.
 *
 * Every group takes what its roots import statically, except what the entry's own code (the application, not its
 * packages, which the first page's groups take first) and earlier groups already hold. The build fails if the first
 * page would load any file but the entry and its groups.
 */
export interface ScreenGroup {
  name: string;
  /** The modules the screen's code starts from. */
  roots: RegExp;
  /** Kept in one file even where other screens use its modules too: a few small modules that must not wait for more. */
  whole?: boolean;
}

export function screenChunkGroups(screens: readonly ScreenGroup[], firstPageGroups: readonly string[]) {
  const members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'screen-chunk-groups',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
      // The entry's own modules, and the packages' modules they import by name (which, when no group above takes
      // them, stay in the entry's file).
      const entryCode = [...staticClosure(graph, entries)].filter((id) => !NODE_MODULES.test(id));
      const taken = new Set([...entryCode, ...entryCode.flatMap((id) => graph.getModuleInfo(id)?.importedIds ?? [])]);
      const lazyRoots = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      for (const { name, roots: pattern, whole } of screens) {
        const roots = ids.filter((id) => pattern.test(id));
        const own = staticClosure(graph, roots, taken);
        if (whole === true) {
          members.set(name, own);
        } else {
          const elsewhere = staticClosure(
            graph,
            [...lazyRoots].filter((id) => !own.has(id)),
            taken,
          );
          members.set(name, new Set([...own].filter((id) => !elsewhere.has(id))));
          members.set(`${name}-shared`, new Set([...own].filter((id) => elsewhere.has(id))));
        }
        for (const id of own) taken.add(id);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const firstPage = new RegExp(`^assets/(index|rolldown-runtime|${firstPageGroups.join('|')})-[\\w-]+\\.js$`);
      const extra = chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.imports.filter((file) => !firstPage.test(file)));
      // A package module the entry's code runs, taken by one of these groups, would bring the group to every page.
      if (extra.length > 0)
        this.error(`The first page now loads ${extra.join(', ')}: name the package module it needs in the ${firstPageGroups.join(' or ')} group.`);
    },
  };
  // Below the first page's groups, in the order named; each takes exactly the modules worked out above.
  const groups = screens
    .flatMap(({ name, whole }) => (whole === true ? [name] : [`${name}-shared`, name]))
    .map((name, index) => ({ name, test: (id: string) => members.get(name)?.has(id) ?? false, includeDependenciesRecursively: false, priority: 5 - index }));
  return { plugin, groups };
}
