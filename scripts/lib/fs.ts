import { access, open, rename, rm } from 'node:fs/promises';

/** The `code` of a Node system error (`ENOENT`, `ENOTEMPTY`, ...), if `error` is one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export async function pathExists(filePath: string): Promise<boolean> {
  try {
    await access(filePath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Replaces `filePath` so that a reader sees either the old or the new content, never half a
 * file: write a sibling (same directory, so the same filesystem), flush it, then rename over.
 */
export async function writeFileAtomic(filePath: string, content: string): Promise<void> {
  const tempPath = `${filePath}.tmp-${process.pid}`;
  try {
    const handle = await open(tempPath, 'w');
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tempPath, filePath);
  } finally {
    // After a successful rename there is nothing left to remove; after a failure there is.
    await rm(tempPath, { force: true });
  }
}
