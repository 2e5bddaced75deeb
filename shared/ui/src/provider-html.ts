import DOMPurify from 'dompurify';

// HTML written by the provider - agreement pages (POST /agreements), the credit agreement (GET
// /policies/{id}/credit-agreement), FAQ answers (GET /meta/faq), the privacy policy (GET
// /meta/privacy-policy) - is sanitised before it reaches the page (DESIGN.md: DOMPurify before
// any dangerouslySetInnerHTML): no script, event handler, javascript: URL, frame, style or form
// survives. The document sits under a heading of the screen's, so its own headings move to start
// one level below it and the page keeps one outline.
//
// A module of its own (`@portal/ui/provider-html`), not in the design system's shared index: a
// screen that shows no provider HTML ships no DOMPurify.

export interface ProviderHtmlOptions {
  /** The level of the document's top headings: 2 under the screen's h1, 3 under an h2. */
  readonly topLevel: 2 | 3;
  /** Links open in a tab of their own, so the screen and its progress stay as they were. */
  readonly linksInNewTab?: boolean;
  /** A leading h1 that only repeats this title (the screen's own) is dropped. */
  readonly repeatsTitle?: string;
}

const HEADING = /^H([1-6])$/;

function levelOf(heading: Element): number {
  return Number(HEADING.exec(heading.tagName)?.[1] ?? 6);
}

/** Moves every heading by as many levels as makes the document's top level `topLevel`. */
function placeUnder(root: DocumentFragment, topLevel: number): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return;
  const shift = topLevel - Math.min(...headings.map(levelOf));
  if (shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(topLevel, levelOf(heading) + shift));
    const moved = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) {
      moved.setAttribute(attribute.name, attribute.value);
    }
    moved.append(...Array.from(heading.childNodes));
    heading.replaceWith(moved);
  }
}

function sameText(a: string | null, b: string): boolean {
  const words = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return words(a ?? '') === words(b);
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
export function sanitiseProviderHtml(html: string, options: ProviderHtmlOptions): string {
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(withoutEventHandlers(html), {
    USE_PROFILES: { html: true },
    // Provider HTML is text: a style sheet could restyle the portal, a form could post anywhere.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
    FORBID_ATTR: ['style'],
  });
  // A template's content is inert: nothing in it loads or runs while it is rearranged.
  const template = document.createElement('template');
  template.innerHTML = clean;
  const first = template.content.firstElementChild;
  if (
    options.repeatsTitle !== undefined &&
    first?.tagName === 'H1' &&
    sameText(first.textContent, options.repeatsTitle)
  ) {
    first.remove();
  }
  placeUnder(template.content, options.topLevel);
  if (options.linksInNewTab) {
    for (const link of Array.from(template.content.querySelectorAll('a[href]'))) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML.trim();
}
