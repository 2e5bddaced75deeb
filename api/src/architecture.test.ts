import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The two rules of api/README.md "Adding a domain" that nothing else would catch: SQL lives in a
// domain's store, and no module imports itself round a circle. Both read the source as text.

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every source file of the API, tests left out, as paths relative to `src/` ('auth/store.ts'). */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
    .sort();
}

function read(file: string): string {
  return readFileSync(path.join(SRC, file), 'utf8');
}

// `db.prepare(` and the statement cache `prepared(db, ...)`, which is how the API runs its SQL.
const PREPARES_SQL = /\.prepare\s*[<(]|\bprepared\s*[<(]/;

/**
 * Where SQL may be: a domain's `store.ts` (or `store-*.ts` once it is split), the seed and the
 * migrations, which write rows and tables wholesale, and the tests' own helpers.
 */
function mayHoldSql(file: string): boolean {
  return /(^|\/)store(-[a-z0-9-]+)?\.ts$/.test(file) || /^(seed|db|test)\//.test(file);
}

test('SQL is prepared only in store files', () => {
  const offenders = sourceFiles().filter(
    (file) => !mayHoldSql(file) && PREPARES_SQL.test(read(file)),
  );
  expect(offenders, 'these files prepare SQL: move it to their domain store.ts').toEqual([]);
});

// `import ... from './x'` and `export ... from './x'`, type-only ones included: a circle of types
// still ties the modules' meaning together. `[^;]*?` spans the lines of a long import list.
const RELATIVE_IMPORT = /^\s*(?:import|export)\s[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The source files `file` imports, resolved as TypeScript resolves './x' to './x.ts'. */
function importsOf(file: string): string[] {
  const imported: string[] = [];
  for (const match of read(file).matchAll(RELATIVE_IMPORT)) {
    const target = path.posix.join(path.posix.dirname(file), match[1] ?? '');
    const candidates = target.endsWith('.ts') ? [target] : [`${target}.ts`, `${target}/index.ts`];
    const found = candidates.find((candidate) => existsSync(path.join(SRC, candidate)));
    if (found) imported.push(found);
  }
  return imported;
}

/** One circle of imports, as the files round it with the first repeated at the end; [] if none. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const onPath: string[] = [];

  function visit(file: string): string[] {
    const start = onPath.indexOf(file);
    if (start >= 0) return [...onPath.slice(start), file];
    if (done.has(file)) return [];
    onPath.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle.length > 0) return cycle;
    }
    onPath.pop();
    done.add(file);
    return [];
  }

  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle.length > 0) return cycle;
  }
  return [];
}

test('no module imports itself round a circle', () => {
  const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));
  expect(findCycle(graph), 'an import cycle').toEqual([]);
});
