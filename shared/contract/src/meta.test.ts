import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  BrandSchema,
  ContactMetaSchema,
  FaqSchema,
  featuresPath,
  FeatureFlagsSchema,
  metaEndpoints,
} from './meta';

const brand = {
  id: 'motorwise',
  label: 'Motorwise',
  legalName: 'Motorwise Insurance Services Ltd',
  regulatorNumber: '123456',
  contactNumber: '0330 123 4567',
};

test('a brand has a portal id, label, legal name, regulator and contact numbers', () => {
  expect(v.parse(BrandSchema, brand)).toEqual(brand);
  const themed = {
    ...brand,
    colours: { primary: '#0b3d91', secondary: '#f5a623' },
    logo: '/l.svg',
  };
  expect(v.parse(BrandSchema, themed)).toEqual(themed);
  expect(v.safeParse(BrandSchema, { ...brand, contactNumber: undefined }).success).toBe(false);
  // The id is sent as X-Portal and names the features file: no spaces or slashes.
  expect(v.safeParse(BrandSchema, { ...brand, id: 'motor wise' }).success).toBe(false);
});

test('the features file turns flags on and off; a flag left out keeps its safe default', () => {
  expect(v.parse(FeatureFlagsSchema, {})).toEqual({
    chat: false,
    correspondence: false,
    ivm: false,
    maintenance: false,
    online: true,
  });
  expect(v.parse(FeatureFlagsSchema, { chat: true, maintenance: true, online: false })).toEqual({
    chat: true,
    correspondence: false,
    ivm: false,
    maintenance: true,
    online: false,
  });
  expect(v.safeParse(FeatureFlagsSchema, { chat: 'yes' }).success).toBe(false);
});

test('the features file is /features/{portal}.json', () => {
  expect(featuresPath('motorwise')).toBe('/features/motorwise.json');
  expect(featuresPath('a/b')).toBe('/features/a%2Fb.json');
});

test('contact meta gives the brand details, with optional e-mail, address and hours', () => {
  const meta = v.parse(ContactMetaSchema, {
    label: 'Motorwise',
    legal_name: 'Motorwise Insurance Services Ltd',
    regulator_number: '123456',
    contact_number: '0330 123 4567',
  });
  expect(meta).toMatchObject({ email: null, address: null, opening_hours: [] });
  expect(v.safeParse(ContactMetaSchema, { ...meta, contact_number: undefined }).success).toBe(
    false,
  );
});

test('an FAQ has an HTML answer and a search text, empty when not given', () => {
  const faq = v.parse(FaqSchema, { id: 1, label: 'How do I pay?', value: '<p>Online.</p>' });
  expect(faq.searchValue).toBe('');
  expect(v.safeParse(FaqSchema, { id: 1, label: 'How do I pay?' }).success).toBe(false);
});

test('contact meta, messages and the privacy policy need no token; FAQs do', () => {
  const { getContactMeta, getMessagesMeta, getFaqs, getPrivacyPolicy } = metaEndpoints;
  expect([getContactMeta.path, getContactMeta.auth]).toEqual(['/meta/contact', 'none']);
  expect([getMessagesMeta.path, getMessagesMeta.auth]).toEqual(['/meta/messages', 'none']);
  expect([getPrivacyPolicy.path, getPrivacyPolicy.auth]).toEqual(['/meta/privacy-policy', 'none']);
  expect([getFaqs.path, getFaqs.auth]).toEqual(['/meta/faq', 'token']);
  expect(v.parse(getPrivacyPolicy.response, '<h1>Privacy</h1>')).toBe('<h1>Privacy</h1>');
  expect(v.parse(getMessagesMeta.response, { footer: 'Authorised and regulated.' })).toEqual({
    footer: 'Authorised and regulated.',
  });
});
