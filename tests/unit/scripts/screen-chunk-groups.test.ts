import { describe, expect, it } from 'vitest';
import { screenChunkGroups } from '../../../scripts/lib/screen-chunk-groups';

interface FakeModule {
  isEntry?: boolean;
  imports?: string[];
  lazy?: string[];
}

const graph: Record<string, FakeModule> = {
  '/app/src/web/main.tsx': {
    isEntry: true,
    imports: ['/app/src/web/session.ts', '/app/node_modules/@mui/material/Button/index.mjs'],
    lazy: ['/app/src/web/layouts/app-layout.tsx', '/app/src/web/home/home.tsx', '/app/src/web/other/other.tsx'],
  },
  '/app/src/web/session.ts': {},
  '/app/node_modules/@mui/material/Button/index.mjs': { imports: ['/app/node_modules/@mui/material/Button/Button.mjs'] },
  '/app/node_modules/@mui/material/Button/Button.mjs': {},
  '/app/src/web/layouts/app-layout.tsx': {
    imports: ['/app/src/web/session.ts', '/app/src/web/layouts/bar.tsx', '/app/node_modules/@mui/material/Menu/Menu.mjs'],
  },
  '/app/src/web/layouts/bar.tsx': { imports: ['/app/node_modules/@mui/material/Button/index.mjs'] },
  '/app/node_modules/@mui/material/Menu/Menu.mjs': {},
  '/app/src/web/other/other.tsx': { imports: ['/app/node_modules/@mui/material/Menu/Menu.mjs', '/app/node_modules/@mui/material/Chip/Chip.mjs'] },
  '/app/src/web/home/home.tsx': {
    imports: ['/app/src/web/home/card.tsx', '/app/node_modules/@mui/material/Chip/Chip.mjs', '/app/node_modules/@mui/material/index.mjs'],
  },
  '/app/src/web/home/card.tsx': { imports: ['/app/node_modules/@mui/material/Menu/Menu.mjs'] },
  '/app/node_modules/@mui/material/Chip/Chip.mjs': {},
  '/app/node_modules/@mui/material/index.mjs': { imports: ['/app/node_modules/@mui/material/Slider/Slider.mjs'] },
  '/app/node_modules/@mui/material/Slider/Slider.mjs': {},
};

const moduleGraph = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => {
    const found = graph[id];
    return found ? { isEntry: found.isEntry ?? false, importedIds: found.imports ?? [], dynamicallyImportedIds: found.lazy ?? [] } : null;
  },
};

function build() {
  const { plugin, groups } = screenChunkGroups(
    [
      { name: 'frame', roots: /app-layout\.tsx$/ },
      { name: 'home', roots: /home\.tsx$/ },
    ],
    ['framework', 'mui-core'],
  );
  (plugin.buildEnd as (this: typeof moduleGraph) => void).call(moduleGraph);
  const grouped = (id: string) => groups.filter((group) => group.test(id)).map((group) => group.name);
  return { plugin, groups, grouped };
}

describe('the first screens’ chunk groups', () => {
  it('puts what only a screen uses in its own file, and what other lazy screens use too in its shared file', () => {
    const { grouped } = build();
    expect(grouped('/app/src/web/layouts/app-layout.tsx')).toEqual(['frame']);
    expect(grouped('/app/src/web/layouts/bar.tsx')).toEqual(['frame']);
    expect(grouped('/app/node_modules/@mui/material/Menu/Menu.mjs')).toEqual(['frame-shared']);
    expect(grouped('/app/src/web/home/home.tsx')).toEqual(['home']);
    expect(grouped('/app/src/web/home/card.tsx')).toEqual(['home']);
    expect(grouped('/app/node_modules/@mui/material/Chip/Chip.mjs')).toEqual(['home-shared']);
  });

  it('leaves the entry’s own code, the packages it imports and what only a package index reaches to the bundler', () => {
    const { grouped } = build();
    expect(grouped('/app/src/web/session.ts')).toEqual([]);
    expect(grouped('/app/node_modules/@mui/material/Button/index.mjs')).toEqual([]);
    expect(grouped('/app/node_modules/@mui/material/Slider/Slider.mjs')).toEqual([]);
    expect(grouped('/app/src/web/other/other.tsx')).toEqual([]);
  });

  it('ranks the groups below the first page’s, shared file first', () => {
    const { groups } = build();
    expect(groups.map(({ name, priority }) => [name, priority])).toEqual([
      ['frame-shared', 5],
      ['frame', 4],
      ['home-shared', 3],
      ['home', 2],
    ]);
  });

  it('fails the build when the first page would load a file beyond the entry and its groups', () => {
    const { plugin } = build();
    const errors: string[] = [];
    const context = {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    };
    const bundle = (imports: string[]) => ({ 'assets/index-1.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-1.js', imports } });
    const generate = plugin.generateBundle as (this: typeof context, options: unknown, bundle: unknown) => void;
    expect(() => generate.call(context, {}, bundle(['assets/framework-1.js', 'assets/mui-core-2.js', 'assets/rolldown-runtime-3.js']))).not.toThrow();
    expect(() => generate.call(context, {}, bundle(['assets/framework-1.js', 'assets/frame-shared-4.js']))).toThrow(
      /first page now loads assets\/frame-shared-4\.js/,
    );
  });
});
