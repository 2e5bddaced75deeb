// The one escape for text written into HTML, in an element or in a quoted attribute: the support
// console, the card gateway's pages, the privacy policy, the seed's SVG artwork and the portal
// server's host page all write through it.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` as HTML text: '<b>"Tom" & \'Jo\'</b>' is '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jo&#39;&lt;/b&gt;'. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
