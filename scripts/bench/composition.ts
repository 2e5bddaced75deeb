// What each file of a build is made of: host (or remote) code, shared modules, MF runtime. The
// host's build says so itself (build-parts.json). A remote's manifest cannot tell: its shared
// router lives in a chunk that the manifest files under the expose. So a remote's
// build is made again with webpack's stats, which say how webpack reached each module, and
// webpack-bundle-analyzer reads the minified bytes of each module out of the emitted files. The
// same sources and settings give byte-identical files (content hashes in the names).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteApp } from '@portal/contract';
import * as v from 'valibot';
import { REPO_ROOT } from '../lib/dist-layout.ts';
import { readRemotesFile } from '../lib/remotes-file.ts';
import { progress } from './measured.ts';
import { emptyPartBytes, PARTS, type Part, type PartBytes } from './parts.ts';
import { runCommand } from './processes.ts';

/** What is neither shared nor runtime belongs to the build itself. */
type OwnPart = Extract<Part, 'host' | 'remote'>;

/** File (its path below the build's folder) -> the share of its bytes per part, adding up to 1. */
export type Composition = Readonly<Record<string, PartBytes>>;

// The runtime's packages (plugins such as the retry plugin included) and the entry the plugin
// generates to load them.
const FEDERATION_SOURCE = /[\\/](?:@module-federation|\.federation)[\\/]/;
// The glue the plugin generates: a remote's container, and one module per shared module.
const FEDERATION_MODULE = /^(?:container entry|provide shared module|consume shared module)/;
const SHARE_GLUE = /^(?:provide|consume) shared module/;

const ModuleSchema = v.object({
  id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  name: v.string(),
  moduleType: v.optional(v.string(), ''),
  size: v.number(),
  issuerPath: v.optional(v.nullable(v.array(v.object({ name: v.string() })))),
});
type StatsModule = v.InferOutput<typeof ModuleSchema>;
const ChunkModuleSchema = v.object({
  ...ModuleSchema.entries,
  // Present on a concatenated module: the modules it is made of.
  modules: v.optional(v.array(ModuleSchema)),
});
type ChunkModule = v.InferOutput<typeof ChunkModuleSchema>;
const StatsSchema = v.object({
  chunks: v.array(v.object({ files: v.array(v.string()), modules: v.array(ChunkModuleSchema) })),
});

interface ReportNode {
  readonly id?: number | string | null | undefined;
  readonly label: string;
  readonly parsedSize?: number | undefined;
  readonly groups?: readonly ReportNode[] | undefined;
}
const ReportNodeSchema: v.GenericSchema<ReportNode> = v.object({
  id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  label: v.string(),
  parsedSize: v.optional(v.number()),
  groups: v.optional(v.array(v.lazy(() => ReportNodeSchema))),
});

// Written by every production build (scripts/build/build-parts-plugin.cjs): each file's share of
// its build's own code, of shared modules and of the MF runtime.
const BuildPartsSchema = v.object({
  files: v.record(
    v.string(),
    v.object({ own: v.number(), shared: v.number(), runtime: v.number() }),
  ),
});

/**
 * The host's files as its build weighed them (build-parts.json). The host is no container: it
 * imports its shared modules as any module, so the stats below could not tell them from its own.
 */
export async function readHostComposition(distDir: string): Promise<Composition> {
  const file = path.join(distDir, 'host', 'build-parts.json');
  const { files } = v.parse(BuildPartsSchema, JSON.parse(await readFile(file, 'utf8')));
  return Object.fromEntries(
    Object.entries(files).map(([name, share]) => [
      name,
      { ...emptyPartBytes(), host: share.own, shared: share.shared, runtime: share.runtime },
    ]),
  );
}

/** The build of `app` that `distDir` serves, made again with its version and contract major. */
export async function measureRemoteComposition(
  distDir: string,
  app: RemoteApp,
  scratchDir: string,
  logDir: string,
): Promise<Composition> {
  const deployment = (await readRemotesFile(distDir))[app];
  if (!deployment) throw new Error(`${distDir} has no active build of ${app}`);
  return measureComposition(app, 'remote', scratchDir, logDir, (outDir) => ({
    PORTAL_REMOTE_OUT: outDir,
    PORTAL_REMOTE_VERSION: deployment.version,
    PORTAL_CONTRACT_MAJOR: String(deployment.contractMajor),
  }));
}

async function measureComposition(
  project: 'host' | RemoteApp,
  own: OwnPart,
  scratchDir: string,
  logDir: string,
  envFor: (outDir: string) => Record<string, string>,
): Promise<Composition> {
  progress(`${project}: build with webpack stats, then webpack-bundle-analyzer`);
  const outDir = path.join(scratchDir, `${project}-analysed`);
  const statsFile = path.join(scratchDir, `${project}-stats.json`);
  const reportFile = path.join(scratchDir, `${project}-analyzer.json`);
  const options = { cwd: REPO_ROOT, timeoutMs: 5 * 60_000 };
  await runCommand(
    'pnpm',
    // `--stats normal` overrides the configs' 'minimal', which leaves the modules out.
    [
      '--filter',
      project,
      'exec',
      'webpack',
      '--mode',
      'production',
      '--stats',
      'normal',
      `--json=${statsFile}`,
    ],
    { ...options, env: envFor(outDir), logFile: path.join(logDir, `${project}-stats.log`) },
  );
  await runCommand(
    'pnpm',
    [
      'exec',
      'webpack-bundle-analyzer',
      statsFile,
      outDir,
      '--mode',
      'json',
      '--report',
      reportFile,
      '--log-level',
      'error',
    ],
    { ...options, logFile: path.join(logDir, `${project}-analyzer.log`) },
  );
  const stats = v.parse(StatsSchema, JSON.parse(await readFile(statsFile, 'utf8')));
  const report = v.parse(v.array(ReportNodeSchema), JSON.parse(await readFile(reportFile, 'utf8')));

  const modulesById = new Map(
    stats.chunks.flatMap(({ modules }) =>
      modules.flatMap((module) => (module.id == null ? [] : [[module.id, module] as const])),
    ),
  );
  const composition: Record<string, PartBytes> = {};
  for (const asset of report) {
    composition[asset.label] = shares(jsBytes(asset, modulesById, own));
  }
  // The analyzer reads JS only; CSS is apportioned by the size of each CSS module.
  for (const chunk of stats.chunks) {
    const css = chunk.modules.filter((module) => module.moduleType.startsWith('css'));
    if (css.length === 0) continue;
    const bytes = emptyPartBytes();
    for (const module of css) bytes[partOf(module, own)] += module.size;
    for (const file of chunk.files) if (file.endsWith('.css')) composition[file] = shares(bytes);
  }
  return composition;
}

/** Minified bytes per part of one emitted JS file. */
function jsBytes(
  asset: ReportNode,
  modulesById: ReadonlyMap<number | string, ChunkModule>,
  own: OwnPart,
): PartBytes {
  const bytes = emptyPartBytes();
  let counted = 0;
  function visit(node: ReportNode): void {
    // Folders have no id; modules (a concatenated one counts as one) have.
    if (node.id == null) {
      node.groups?.forEach(visit);
      return;
    }
    const module = modulesById.get(node.id);
    if (!module) throw new Error(`The analyzer names module ${node.id}, which the stats lack`);
    const parsed = node.parsedSize ?? 0;
    counted += parsed;
    // Within a concatenated module, by the size of each part before minification.
    const inner = module.modules ?? [module];
    const total = inner.reduce((sum, { size }) => sum + size, 0);
    for (const one of inner) bytes[partOf(one, own)] += total ? (parsed * one.size) / total : 0;
  }
  visit(asset);
  // What no module claims: webpack's wrapper of the chunk. (The analyzer hands the entry
  // chunk's bootstrap, mostly share and consume code, to its provide-shared modules: runtime.)
  bytes[own] += Math.max(0, (asset.parsedSize ?? 0) - counted);
  return bytes;
}

/** Runtime by its source; shared when webpack reached it through a shared module. */
function partOf(module: StatsModule, own: OwnPart): Part {
  if (FEDERATION_SOURCE.test(module.name) || FEDERATION_MODULE.test(module.name)) return 'runtime';
  if (module.issuerPath?.some(({ name }) => SHARE_GLUE.test(name))) return 'shared';
  return own;
}

function shares(bytes: PartBytes): PartBytes {
  const total = PARTS.reduce((sum, part) => sum + bytes[part], 0);
  const result = emptyPartBytes();
  for (const part of PARTS) result[part] = total ? bytes[part] / total : 0;
  return result;
}
