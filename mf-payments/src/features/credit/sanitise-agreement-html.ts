import DOMPurify from 'dompurify';

// The credit agreement's pages arrive as HTML written by the provider (GET
// /policies/{id}/credit-agreement). Each is sanitised before it reaches the page (DESIGN.md:
// DOMPurify before any dangerouslySetInnerHTML), with the rules the agreements stepper applies
// to its agreements: no script, event handler, javascript: URL, style or form survives. A page
// sits under the agreement's title (an h2 beneath the screen's h1), so its own headings move
// down to start at h3 and the page keeps one outline.

const HEADING = /^H([1-6])$/;
const TOP_LEVEL = 3;

function levelOf(heading: Element): number {
  return Number(HEADING.exec(heading.tagName)?.[1] ?? 6);
}

function placeUnderTitle(root: DocumentFragment): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return;
  const shift = TOP_LEVEL - Math.min(...headings.map(levelOf));
  if (shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(TOP_LEVEL, levelOf(heading) + shift));
    const moved = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) {
      moved.setAttribute(attribute.name, attribute.value);
    }
    moved.append(...Array.from(heading.childNodes));
    heading.replaceWith(moved);
  }
}

// An event handler is taken out of each tag before the browser reads the HTML at all: Chromium
// checks the page's Content-Security-Policy for every handler it parses, even into the detached
// document DOMPurify works in, and reports each as a refusal though none could ever run.
// DOMPurify stays the sanitiser; this only keeps the page's console clean of the provider's HTML.
const TAG = /<[a-z][^>]*>/gi;
const EVENT_HANDLER = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER, ''));
}

/**
 * Safe markup for `dangerouslySetInnerHTML`. Browser only (DOMPurify needs a DOM); where there
 * is none it returns '' rather than anything unsanitised.
 */
export function sanitiseAgreementHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(withoutEventHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
  });
  // A template's content is inert: nothing in it loads or runs while it is rearranged.
  const template = document.createElement('template');
  template.innerHTML = clean;
  placeUnderTitle(template.content);
  // Links in an agreement leave the portal in a tab of their own, never replacing the flow.
  for (const link of Array.from(template.content.querySelectorAll('a[href]'))) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML.trim();
}
