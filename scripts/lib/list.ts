// `pnpm remote list`: every kept build of every remote and which one the host loads.
import { REMOTE_APPS, type RemoteApp } from '@portal/contract';
import { listKeptVersions } from './deploy-record.ts';
import { withRemoteMap, type RemoteMap } from './remote-map.ts';

export interface DeploymentRow {
  app: RemoteApp;
  version: string;
  active: boolean;
  /** False for an active entry whose folder is gone: the host would fail to load it. */
  kept: boolean;
  contractMajor?: number | undefined;
  builtAt?: string | undefined;
}

export async function listDeployments(distDir: string, map?: RemoteMap): Promise<DeploymentRow[]> {
  const remotes = await withRemoteMap(distDir, map, (opened) => opened.read());
  const rows: DeploymentRow[] = [];
  for (const app of REMOTE_APPS) {
    const active = remotes[app];
    const kept = await listKeptVersions(distDir, app);
    for (const { version, record } of kept) {
      rows.push({
        app,
        version,
        active: version === active?.version,
        kept: true,
        contractMajor: record?.contractMajor,
        builtAt: record?.builtAt,
      });
    }
    if (active && !kept.some(({ version }) => version === active.version)) {
      rows.push({
        app,
        version: active.version,
        active: true,
        kept: false,
        contractMajor: active.contractMajor,
      });
    }
  }
  return rows;
}

function formatDate(iso: string | undefined): string {
  // `2025-11-22T02:10:33.123Z` -> `2025-11-22 02:10:33 UTC`
  return iso ? iso.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC') : '?';
}

function status(row: DeploymentRow): string {
  if (!row.active) return '';
  return row.kept ? '* active' : '* active, but its folder is missing';
}

export function formatDeploymentTable(rows: readonly DeploymentRow[]): string {
  const header = ['REMOTE', 'VERSION', 'CONTRACT', 'BUILT', ''];
  const body = REMOTE_APPS.flatMap((app) => {
    const own = rows.filter((row) => row.app === app);
    if (own.length === 0) return [[app, '(nothing deployed)', '', '', '']];
    return own.map((row) => [
      app,
      row.version,
      row.contractMajor === undefined ? '?' : `v${row.contractMajor}`,
      formatDate(row.builtAt),
      status(row),
    ]);
  });
  const table = [header, ...body];
  const widths = header.map((_, column) =>
    Math.max(...table.map((line) => line[column]?.length ?? 0)),
  );
  return table
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
