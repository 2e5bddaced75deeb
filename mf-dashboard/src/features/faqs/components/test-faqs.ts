// Contract-valid FAQ entries for the FAQ page's tests (portal.md §2 "FAQ page", §7 GET
// /meta/faq), written as the reference API's seed writes them: the answer as HTML, its plain
// text as the searchValue.
import * as v from 'valibot';
import { FaqSchema, type Faq } from '@portal/contract';

function faq(id: number, label: string, value: string): Faq {
  const searchValue = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return v.parse(FaqSchema, { id, label, value, searchValue });
}

export const ADD_DRIVER = faq(
  1,
  'How do I add a driver to my policy?',
  '<p>Open the policy, choose <strong>Request a change</strong> and then <strong>Add a driver</strong>.</p>',
);

export const CERTIFICATE = faq(
  2,
  'Where can I find my certificate of motor insurance?',
  '<p>It is in your policy inbox, pinned at the top, as a PDF.</p>',
);

export const UPLOADS = faq(
  3,
  'Which file types can I upload?',
  '<p>We accept .doc, .pdf, .png and .zip files.</p>',
);

/** An answer carrying what must never run: a script, an event handler, a javascript: link. */
export const UNSAFE = faq(
  4,
  'How do I read the full policy wording?',
  '<p>Read the <a href="https://example.com/wording">policy wording</a>.</p>' +
    '<script>window.__faqScriptRan = true;</script>' +
    '<img src="x" onerror="window.__faqHandlerRan = true" alt="">' +
    '<a href="javascript:window.__faqLinkRan = true">Open</a>',
);

export const FAQS = [ADD_DRIVER, CERTIFICATE, UPLOADS, UNSAFE];
