// A long form's answers kept in this tab's session storage while it is filled in, so a reload
// (or a phone that drops the page from memory) brings back the step and every answer. Files
// cannot be kept: they are left out, and the form says they must be chosen again. The draft goes
// when the form is sent, when the customer leaves it (the form unmounts), and at sign-out with
// every other `portal.` key of the user (browser-storage.ts in @portal/platform).

/** The prefix of every draft's key; the rest is the form's path. */
export const FORM_DRAFT_PREFIX = 'portal.form-draft:';

export interface FormDraft<T> {
  readonly values: T;
  /** The step shown when the draft was written (0-based). */
  readonly step: number;
  /** The furthest step reached: the steps up to it were each checked on Continue. */
  readonly furthest: number;
  /** Files were chosen and could not be kept. */
  readonly filesLeftOut: boolean;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked: the form works as before, without drafts.
    return null;
  }
}

/** The value with every file left out (from lists and records alike), and whether any was. */
export function withoutFiles(value: unknown): { kept: unknown; left: boolean } {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return { kept: undefined, left: true };
  if (Array.isArray(value)) {
    let left = false;
    const kept: unknown[] = [];
    for (const item of value) {
      const inner = withoutFiles(item);
      left ||= inner.left;
      if (inner.kept !== undefined) kept.push(inner.kept);
    }
    return { kept, left };
  }
  if (value !== null && typeof value === 'object') {
    let left = false;
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const inner = withoutFiles(item);
      left ||= inner.left;
      if (inner.kept !== undefined) kept[key] = inner.kept;
    }
    return { kept, left };
  }
  return { kept: value, left: false };
}

function isDraft(value: unknown): value is FormDraft<unknown> {
  if (value === null || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.values === 'object' &&
    draft.values !== null &&
    Number.isInteger(draft.step) &&
    Number.isInteger(draft.furthest) &&
    typeof draft.filesLeftOut === 'boolean'
  );
}

/** The draft kept under `key`, if any (a damaged one counts as none). */
export function readFormDraft<T>(key: string): FormDraft<T> | null {
  try {
    const text = tabStorage()?.getItem(FORM_DRAFT_PREFIX + key);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    return isDraft(parsed) ? (parsed as FormDraft<T>) : null;
  } catch {
    return null;
  }
}

/** Keeps the answers (files left out) and where the customer is. */
export function writeFormDraft(
  key: string,
  draft: Omit<FormDraft<unknown>, 'filesLeftOut'> & { filesLeftOut?: boolean },
): void {
  const { kept, left } = withoutFiles(draft.values);
  try {
    tabStorage()?.setItem(
      FORM_DRAFT_PREFIX + key,
      JSON.stringify({ ...draft, values: kept, filesLeftOut: left || Boolean(draft.filesLeftOut) }),
    );
  } catch {
    // Full or blocked: the form goes on; a reload starts it again.
  }
}

export function clearFormDraft(key: string): void {
  try {
    tabStorage()?.removeItem(FORM_DRAFT_PREFIX + key);
  } catch {
    // Blocked storage holds no draft.
  }
}
