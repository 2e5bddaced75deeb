// Contract-valid agreements as POST /agreements answers them, and an invited visitor's
// credentials (portal.md §3, §6), for the agreements tests.
import * as v from 'valibot';
import { AgreementSchema, type Agreement } from '@portal/contract';

export const INVITE = {
  activation_code: 'NW482913',
  invite_id: '3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93',
};

/** Two pages, the second carrying the payloads the API seeds; it can be declined. */
export const TERMS: Agreement = v.parse(AgreementSchema, {
  ID: 7,
  title: 'Policy Terms and Conditions',
  content: [
    '<h2>Your policy terms</h2><p>These terms explain the cover your policy gives.</p>',
    '<h2>Cancelling your policy</h2><p>You may cancel within 14 days.</p>' +
      '<script>window.__agreementScriptRan = true;</script>' +
      '<img src="x" onerror="window.__agreementOnerrorRan = true" alt="">',
  ],
  info_page: false,
  decline_button: 'Decline terms',
});

/** Information only: one page, no decline label. */
export const NOTICE: Agreement = v.parse(AgreementSchema, {
  ID: 8,
  title: 'Changes to how we contact you',
  content: ['<h2>Paperless by default</h2><p>We will send your documents to your inbox.</p>'],
  info_page: true,
  decline_button: null,
});

/** One page, accept only. */
export const TERMS_OF_USE: Agreement = v.parse(AgreementSchema, {
  ID: 9,
  title: 'Online Account Terms of Use',
  content: ['<h2>Using your online account</h2><p>Keep your password to yourself.</p>'],
  info_page: false,
  decline_button: null,
});
