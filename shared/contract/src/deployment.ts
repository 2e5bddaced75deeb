import * as v from 'valibot';
import { isRemoteApp, REMOTE_APPS, type RemoteApp } from './routes';

// One path segment and one URL segment: no `/`, and no leading dot (`..`, `.tmp-*` folders).
export const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;

const PROBLEMS = {
  version: 'has no valid string "version"',
  entry: 'has no string "entry"',
  contractMajor: 'has no whole-number "contractMajor"',
} as const;

/** One remote's active build, as `/remotes.json` names it. Written by `pnpm remote`. */
export const RemoteDeploymentSchema = v.object({
  version: v.pipe(v.string(), v.regex(VERSION_NAME)),
  /** The manifest URL the host loads. */
  entry: v.pipe(v.string(), v.minLength(1)),
  /** The @portal/contract major the build was made against; the host refuses another. */
  contractMajor: v.pipe(v.number(), v.integer()),
});

export type RemoteDeployment = v.InferOutput<typeof RemoteDeploymentSchema>;
export type RemotesMap = Partial<Record<RemoteApp, RemoteDeployment>>;

export interface RemotesMapReading {
  /** The entries that are valid. */
  remotes: RemotesMap;
  /** What is wrong with the rest, one sentence each. */
  problems: string[];
}

/**
 * Reads a parsed `/remotes.json` entry by entry. The page uses what is valid (one bad entry
 * costs only that remote); `pnpm remote` refuses to touch a file with any problem.
 */
export function readRemotesMap(raw: unknown): RemotesMapReading {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { remotes: {}, problems: ['it is not a JSON object of remote name -> entry'] };
  }
  const remotes: RemotesMap = {};
  const problems: string[] = [];
  for (const [app, value] of Object.entries(raw)) {
    if (!isRemoteApp(app)) {
      problems.push(`"${app}" is not a known remote (known: ${REMOTE_APPS.join(', ')})`);
      continue;
    }
    const result = v.safeParse(RemoteDeploymentSchema, value);
    if (result.success) remotes[app] = result.output;
    else problems.push(`the entry "${app}" ${describeProblem(result.issues[0])}`);
  }
  return { remotes, problems };
}

function describeProblem(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.[0]?.key;
  return typeof key === 'string' && key in PROBLEMS
    ? PROBLEMS[key as keyof typeof PROBLEMS]
    : 'is not an object';
}
