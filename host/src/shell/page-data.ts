import * as v from 'valibot';

// Data the server writes into the page as `<script type="application/json" id="…">`
// (scripts/serve/host-page.ts): read, and checked against its schema, by the browser.

/** The block's value when it is there and matches `schema`; otherwise undefined. */
export function readPageData<S extends v.GenericSchema>(
  document: Document,
  id: string,
  schema: S,
): v.InferOutput<S> | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
