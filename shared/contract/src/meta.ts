import * as v from 'valibot';
import { endpoint } from './endpoint';

// portal.md §1 (brands), §3 "Portal brand" and the stored feature flags, §7 GET /meta/* and the
// static GET /features/{portal}.json, §9 "Contact number and regulator number are brand settings".

/** A brand's colours as CSS colour values; the UI themes Mantine from them. */
export const BrandColoursSchema = v.object({
  primary: v.string(),
  secondary: v.string(),
});

/**
 * A portal brand (portal.md §1: label, legal name, regulator number, contact number). The id is
 * the portal id sent as `X-Portal` with every call. Colours and logo are optional: a brand
 * without them shows the default theme.
 */
export const BrandSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  label: v.string(),
  legalName: v.string(),
  regulatorNumber: v.string(),
  contactNumber: v.string(),
  colours: v.optional(BrandColoursSchema),
  /** The address of the logo image. */
  logo: v.optional(v.string()),
});
export type Brand = v.InferOutput<typeof BrandSchema>;

/** One line of the opening hours, e.g. `{ label: 'Monday to Friday', value: '9am - 5pm' }`. */
export const OpeningHoursSchema = v.object({
  label: v.string(),
  value: v.string(),
});

/** GET /meta/contact: what the contact page and card show about the brand. */
export const ContactMetaSchema = v.object({
  label: v.string(),
  legal_name: v.string(),
  regulator_number: v.string(),
  contact_number: v.string(),
  email: v.optional(v.nullable(v.string()), null),
  /** The postal address, lines joined by the server. */
  address: v.optional(v.nullable(v.string()), null),
  opening_hours: v.optional(v.array(OpeningHoursSchema), []),
});
export type ContactMeta = v.InferOutput<typeof ContactMetaSchema>;

/** GET /meta/messages: brand-specific texts by key (e.g. a banner or a legal footer line). */
export const MessagesMetaSchema = v.record(v.string(), v.string());
export type MessagesMeta = v.InferOutput<typeof MessagesMetaSchema>;

/** One FAQ entry; `value` is the answer as HTML (sanitised before display), `searchValue` plain text. */
export const FaqSchema = v.object({
  id: v.number(),
  label: v.string(),
  value: v.string(),
  // portal.md §5: the fuzzy search runs over label and searchValue.
  searchValue: v.optional(v.string(), ''),
});
export type Faq = v.InferOutput<typeof FaqSchema>;

/** GET /meta/privacy-policy: the policy as one HTML document. */
export const PrivacyPolicySchema = v.string();

/**
 * The static feature flags file (portal.md §3, §4, §7), polled every 30 seconds. It is a plain
 * JSON file, not an enveloped answer. A flag the file leaves out keeps the safe default: the
 * optional features off, not in maintenance, online.
 */
export const FeatureFlagsSchema = v.object({
  chat: v.optional(v.boolean(), false),
  correspondence: v.optional(v.boolean(), false),
  ivm: v.optional(v.boolean(), false),
  maintenance: v.optional(v.boolean(), false),
  online: v.optional(v.boolean(), true),
});
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>;

/** How often the flags file is read again (portal.md §9: 30 seconds). */
export const FEATURES_POLL_MS = 30_000;

/** '/features/motorwise.json', relative to the API base; fetched without a token. */
export function featuresPath(portal: string): string {
  return `/features/${encodeURIComponent(portal)}.json`;
}

export const metaEndpoints = {
  // portal.md §6: contact meta, messages meta and the privacy policy need no token.
  getContactMeta: endpoint({
    method: 'GET',
    path: '/meta/contact',
    auth: 'none',
    response: ContactMetaSchema,
  }),
  getMessagesMeta: endpoint({
    method: 'GET',
    path: '/meta/messages',
    auth: 'none',
    response: MessagesMetaSchema,
  }),
  getFaqs: endpoint({
    method: 'GET',
    path: '/meta/faq',
    auth: 'token',
    response: v.array(FaqSchema),
  }),
  getPrivacyPolicy: endpoint({
    method: 'GET',
    path: '/meta/privacy-policy',
    auth: 'none',
    response: PrivacyPolicySchema,
  }),
};
