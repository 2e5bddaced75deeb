import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DeployError } from './deploy-error.ts';

const execFileAsync = promisify(execFile);

/** What a build is named after while the repository has no commit yet. */
export const NO_COMMIT = '0000000';

function failure(cwd: string, args: readonly string[], error: unknown): DeployError {
  const detail = error instanceof Error ? error.message.trim() : String(error);
  return new DeployError(
    `git ${args.join(' ')} failed in ${cwd}, so the build cannot be named.\n${detail}`,
  );
}

async function git(cwd: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    throw failure(cwd, args, error);
  }
}

/** The 7-character id of HEAD, or `0000000` in a repository without commits. */
export async function shortCommit(cwd: string): Promise<string> {
  const args = ['rev-parse', '--verify', '--quiet', '--short=7', 'HEAD'];
  try {
    const { stdout } = await execFileAsync('git', args, { cwd });
    return stdout.trim();
  } catch (error) {
    // With --verify --quiet, git exits 1 without a message exactly when HEAD does not resolve.
    const noCommitYet =
      typeof error === 'object' && error !== null && 'code' in error && error.code === 1;
    if (noCommitYet) return NO_COMMIT;
    throw failure(cwd, args, error);
  }
}

/**
 * Files under `pathspecs` whose working copy differs from HEAD - modified, added, deleted,
 * renamed, or untracked and not ignored - relative to the repository root `root`.
 */
export async function uncommittedFiles(
  cwd: string,
  pathspecs: readonly string[],
): Promise<{ root: string; paths: string[] }> {
  const root = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
  // `-z` prints paths verbatim (no quoting); porcelain paths are relative to the root.
  const output = await git(cwd, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    ...pathspecs,
  ]);
  const fields = output.split('\0');
  const paths: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (!field) continue;
    paths.push(field.slice(3));
    // A staged rename or copy is followed by a field with its source path, which changed too.
    if (field[0] === 'R' || field[0] === 'C') {
      const source = fields[++i];
      if (source) paths.push(source);
    }
  }
  return { root, paths };
}
