import DOMPurify from 'dompurify';

// The privacy policy arrives as HTML (GET /meta/privacy-policy, portal.md §7). It is sanitised
// before it reaches the page, whoever wrote it: no script, handler, javascript: URL, style sheet
// or form survives.
// The document sits under the page's own title: a leading h1 that only repeats the title is
// dropped, and the document's top headings become h2s, so the page keeps its single h1.

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
export function sanitisePolicyHtml(html: string, pageTitle: string): string {
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, {
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
