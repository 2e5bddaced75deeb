import * as v from 'valibot';
import { MESSAGES, metaEndpoints, OpeningHoursSchema } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../routes';
import { requestPortal } from './brand';
import { readMaintenance } from '../settings';
import { readFeatureFlags } from './features';
import { privacyPolicyHtml } from './privacy-policy';

// GET /meta/contact, /meta/messages, /meta/faq, /meta/privacy-policy and the static features file
// (portal.md §7), each for the requesting brand (`X-Portal`).

interface ContactRow {
  readonly email: string | null;
  readonly address: string | null;
  readonly opening_hours: string;
}

function contactOf(db: Db, portal: string): ContactRow {
  return (
    prepared<[string], ContactRow>(
      db,
      'SELECT email, address, opening_hours FROM portal_contacts WHERE portal = ?',
    ).get(portal) ?? { email: null, address: null, opening_hours: '[]' }
  );
}

const OpeningHoursListSchema = v.array(OpeningHoursSchema);

export const metaRoutes: RouteModule = (app, { db }) => {
  registerEndpoint(app, metaEndpoints.getContactMeta, ({ request }) => {
    const portal = requestPortal(db, request);
    const contact = contactOf(db, portal.id);
    return {
      label: portal.label,
      legal_name: portal.legal_name,
      regulator_number: portal.regulator_number,
      contact_number: portal.contact_number,
      email: contact.email,
      address: contact.address,
      opening_hours: v.parse(OpeningHoursListSchema, JSON.parse(contact.opening_hours)),
    };
  });

  registerEndpoint(app, metaEndpoints.getMessagesMeta, ({ request }) => {
    const portal = requestPortal(db, request);
    const rows = prepared<[string], { key: string; value: string }>(
      db,
      'SELECT key, value FROM portal_messages WHERE portal = ? ORDER BY key',
    ).all(portal.id);
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  });

  registerEndpoint(app, metaEndpoints.getFaqs, ({ request }) => {
    const portal = requestPortal(db, request);
    return prepared<[string], { id: number; label: string; value: string; searchValue: string }>(
      db,
      `SELECT id, label, value, search_value AS searchValue FROM faqs
       WHERE portal IS NULL OR portal = ? ORDER BY position, id`,
    ).all(portal.id);
  });

  registerEndpoint(app, metaEndpoints.getPrivacyPolicy, ({ request }) => {
    const portal = requestPortal(db, request);
    return privacyPolicyHtml(portal, contactOf(db, portal.id));
  });

  // The features file is a plain JSON file, as a static host would serve it (decision 007): no
  // envelope and no token. Read from the table on each request, so an ops switch shows at the
  // client's next poll; no-cache makes every poll ask.
  app.get<{ Params: { portal: string } }>('/features/:portal.json', async (request, reply) => {
    const flags = readFeatureFlags(db, request.params.portal);
    if (!flags) return reply.code(404).send({ message: MESSAGES.notFound });
    // Maintenance mode (`ops maintenance on`) shows in every brand's flag as well as in the 503s.
    const maintenance = flags.maintenance || readMaintenance(db).on;
    return reply.header('cache-control', 'no-cache').send({ ...flags, maintenance });
  });
};
