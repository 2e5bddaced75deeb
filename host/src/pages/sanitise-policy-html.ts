// The privacy policy arrives as HTML (GET /meta/privacy-policy, portal.md §7), sanitised before it
// reaches the page by the design system's rules for provider HTML (@portal/ui/provider-html). It
// sits under the page's own title: a leading h1 that only repeats the title is dropped, and the
// document's top headings become h2s, so the page keeps its single h1.
// The sanitiser (DOMPurify with it) is fetched only for the page that shows a policy, not with the
// portal's first script.

/**
 * Safe markup for `dangerouslySetInnerHTML`. Browser only (DOMPurify needs a DOM); where there
 * is none it returns '' rather than anything unsanitised.
 */
export type PolicySanitiser = (html: string, pageTitle: string) => string;

let loaded: PolicySanitiser | null = null;
let loading: Promise<PolicySanitiser> | null = null;

/** The sanitiser once loaded, else null: a page shown again need not wait for it. */
export function loadedPolicySanitiser(): PolicySanitiser | null {
  return loaded;
}

/** Fetches the sanitiser once; a failed fetch is tried again by the next call. */
export function loadPolicySanitiser(): Promise<PolicySanitiser> {
  loading ??= import('@portal/ui/provider-html').then(
    ({ sanitiseProviderHtml }) => {
      loaded = (html, pageTitle) =>
        sanitiseProviderHtml(html, { topLevel: 2, repeatsTitle: pageTitle });
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
