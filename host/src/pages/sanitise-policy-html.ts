import type { DOMPurify } from 'dompurify';

// The privacy policy arrives as HTML (GET /meta/privacy-policy, portal.md §7). It is sanitised
// before it reaches the page, whoever wrote it: no script, handler, javascript: URL, style sheet
// or form survives.
// The document sits under the page's own title: a leading h1 that only repeats the title is
// dropped, and the document's top headings become h2s, so the page keeps its single h1.
// DOMPurify is fetched only for the page that shows a policy, not with the portal's first script.

const HEADING = /^H([1-6])$/;

function levelOf(heading: Element): number {
  return Number(HEADING.exec(heading.tagName)?.[1] ?? 6);
}

/** Moves every heading by as many levels as makes the document's top level h2 (h2 to h6). */
function placeUnderTitle(root: DocumentFragment): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return;
  const shift = 2 - Math.min(...headings.map(levelOf));
  if (shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(2, levelOf(heading) + shift));
    const moved = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) {
      moved.setAttribute(attribute.name, attribute.value);
    }
    moved.append(...Array.from(heading.childNodes));
    heading.replaceWith(moved);
  }
}

function sameText(a: string | null, b: string): boolean {
  return (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().toLowerCase();
}

/**
 * Safe markup for `dangerouslySetInnerHTML`. Browser only (DOMPurify needs a DOM); where there
 * is none it returns '' rather than anything unsanitised.
 */
export type PolicySanitiser = (html: string, pageTitle: string) => string;

function sanitiseWith(purify: DOMPurify, html: string, pageTitle: string): string {
  if (!purify.isSupported) return '';
  const clean = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    // A policy is text: a style sheet could restyle the whole portal, a form could post anywhere.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
  });
  // A template's content is inert: nothing in it loads or runs while it is rearranged.
  const template = document.createElement('template');
  template.innerHTML = clean;
  const first = template.content.firstElementChild;
  if (first?.tagName === 'H1' && sameText(first.textContent, pageTitle)) first.remove();
  placeUnderTitle(template.content);
  return template.innerHTML.trim();
}

let loaded: PolicySanitiser | null = null;
let loading: Promise<PolicySanitiser> | null = null;

/** The sanitiser once loaded, else null: a page shown again need not wait for it. */
export function loadedPolicySanitiser(): PolicySanitiser | null {
  return loaded;
}

/** Fetches DOMPurify once; a failed fetch is tried again by the next call. */
export function loadPolicySanitiser(): Promise<PolicySanitiser> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      loaded = (html, pageTitle) => sanitiseWith(purify, html, pageTitle);
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The two as the page calls them: one object, so a test can hold the fetch back or make it fail
 * (`vi.spyOn(policySanitiser, 'load')`) without replacing the module.
 */
export const policySanitiser = {
  loaded: loadedPolicySanitiser,
  load: loadPolicySanitiser,
};
