import {
  agreedValueDraftKey,
  AgreedValueAnswersSchema,
  readAgreedValueDraft,
  readKey,
  validate,
} from '@portal/contract';
import { STORAGE_PREFIX } from '@portal/platform';

// policy-changes.md §3 'Saved drafts are kept in the browser's local storage, keyed by policy and
// vehicle', §4, §8: the answers of the form, never its files. The key is under the portal's
// prefix, so the draft goes with the session like every other key of the user (decision 019).
// Storage a browser refuses (private modes, a full quota) keeps nothing and reads as no draft.

/** The answers a draft holds: the vehicle step's and the condition step's. */
const DRAFT_GROUPS = ['vehicle', 'meta', 'policy', 'condition'] as const;

export function draftKeyOf(policyId: number, vehicleId: number): string {
  return `${STORAGE_PREFIX}${agreedValueDraftKey(policyId, vehicleId)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Takes the answer at a dotted key out; out of a list, the whole list. */
function remove(draft: Record<string, unknown>, key: string): void {
  const parts = key.split('.');
  const last = parts.pop();
  const parent = parts.length ? readKey(draft, parts.join('.')) : draft;
  if (Array.isArray(parent)) remove(draft, parts.join('.'));
  else if (isRecord(parent) && last !== undefined) delete parent[last];
}

/**
 * The answers as far as they can be read back: one still being typed (half a date, a year of
 * two digits) is left out, rather than making the whole draft one that cannot be read (§8).
 */
export function draftOf(values: unknown): Record<string, unknown> {
  const picked = Object.fromEntries(DRAFT_GROUPS.map((group) => [group, readKey(values, group)]));
  const draft: unknown = JSON.parse(JSON.stringify(picked));
  if (!isRecord(draft)) return {};
  // Each round takes out what the last one refused; an answer nested in a list may need two.
  for (let round = 0; round < 3; round += 1) {
    const checked = validate(AgreedValueAnswersSchema, draft);
    if (checked.success) return draft;
    Object.keys(checked.error.fields).forEach((key) => remove(draft, key));
  }
  return {};
}

function localStorageOf(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: unknown): void {
  try {
    localStorageOf()?.setItem(key, JSON.stringify(draftOf(values)));
  } catch {
    // A full or refused storage keeps no draft; the form goes on as it was.
  }
}

export function readDraft(key: string): ReturnType<typeof readAgreedValueDraft> {
  let stored: string | null = null;
  try {
    stored = localStorageOf()?.getItem(key) ?? null;
  } catch {
    stored = null;
  }
  return readAgreedValueDraft(stored);
}

export function clearDraft(key: string): void {
  try {
    localStorageOf()?.removeItem(key);
  } catch {
    // Nothing could have been kept there.
  }
}
