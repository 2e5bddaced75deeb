import { escapeHtml } from '../http/html';
import type { PortalRow } from './store';

// GET /meta/privacy-policy (portal.md §7): one HTML document per brand, written from the brand's
// own details so the legal name, regulator number and contact details are always the stored ones.
// The portal sanitises it before display; the brand's values are escaped here all the same.

export interface PrivacyContact {
  readonly email: string | null;
  readonly address: string | null;
}

export function privacyPolicyHtml(portal: PortalRow, contact: PrivacyContact): string {
  const brand = escapeHtml(portal.label);
  const company = escapeHtml(portal.legal_name);
  const phone = escapeHtml(portal.contact_number);
  const email = contact.email ? escapeHtml(contact.email) : null;
  const writeTo = contact.address ? `<li>by post to ${escapeHtml(contact.address)}</li>` : '';
  return [
    `<h1>Privacy policy</h1>`,
    `<p>${brand} is a trading name of ${company} (Financial Conduct Authority firm reference ` +
      `number ${escapeHtml(portal.regulator_number)}). ${company} is the data controller of ` +
      `the personal information you give us through this portal.</p>`,
    `<h2>What we collect</h2>`,
    `<ul><li>Your name, date of birth, contact details and address.</li>` +
      `<li>Details of the drivers, riders and vehicles on your policies, including licence, ` +
      `claims and conviction history.</li>` +
      `<li>Payment details, held by our card processor; we never see your full card number.</li>` +
      `<li>How you use the portal: pages visited, the device and browser you use.</li></ul>`,
    `<h2>Why we use it</h2>`,
    `<p>To provide and administer your insurance, to handle claims, to prevent and detect fraud, ` +
      `to meet our legal and regulatory duties and, where you have agreed, to tell you about ` +
      `offers. You can turn promotions off at any time in Settings.</p>`,
    `<h2>Who we share it with</h2>`,
    `<p>The insurers who underwrite your policy, claims handlers, credit reference and fraud ` +
      `prevention agencies, the Motor Insurance Database and the DVLA. We do not sell your ` +
      `information.</p>`,
    `<h2>How long we keep it</h2>`,
    `<p>For as long as you hold a policy with us and for up to seven years afterwards, unless ` +
      `the law requires us to keep it for longer.</p>`,
    `<h2>Your rights</h2>`,
    `<p>You may ask for a copy of your information, ask us to correct or delete it, object to ` +
      `how we use it, or complain to the Information Commissioner's Office (ico.org.uk).</p>`,
    `<h2>Contact us</h2>`,
    `<ul><li>by phone on ${phone}</li>` +
      (email ? `<li>by email to <a href="mailto:${email}">${email}</a></li>` : '') +
      `${writeTo}</ul>`,
  ].join('\n');
}
