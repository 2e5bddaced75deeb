// A figure that was measured, or why it could not be. One failed measurement must not cost the
// others: the table shows it as such and the bench exits non-zero at the end.
export type Measured<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export async function measure<T>(what: string, work: () => Promise<T>): Promise<Measured<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`bench: ${what} could not be measured: ${message}`);
    return { ok: false, error: message };
  }
}

export function notMeasured(error: string): Measured<never> {
  return { ok: false, error };
}

/** Rejects when `work` takes longer than `ms`; the caller's `finally` ends what `work` started. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Logs progress on stderr, so stdout carries nothing but the table. */
export function progress(message: string): void {
  console.error(`bench: ${message}`);
}
