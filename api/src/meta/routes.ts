import * as v from 'valibot';
import { MESSAGES, metaEndpoints, OpeningHoursSchema } from '@portal/contract';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { readMaintenance } from '../settings/store';
import { requestPortal } from './brand';
import { readFeatureFlags } from './features';
import { privacyPolicyHtml } from './privacy-policy';
import { faqsOf, portalContact, portalMessages } from './store';

// GET /meta/contact, /meta/messages, /meta/faq, /meta/privacy-policy and the static features file
// (portal.md §7), each for the requesting brand (`X-Portal`).

const OpeningHoursListSchema = v.array(OpeningHoursSchema);

export const metaRoutes: RouteModule = (app, { db }) => {
  registerEndpoint(app, metaEndpoints.getContactMeta, async ({ request }) => {
    const portal = await requestPortal(db, request);
    const contact = await portalContact(db, portal.id);
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

  registerEndpoint(app, metaEndpoints.getMessagesMeta, async ({ request }) =>
    portalMessages(db, (await requestPortal(db, request)).id),
  );

  registerEndpoint(app, metaEndpoints.getFaqs, async ({ request }) =>
    faqsOf(db, (await requestPortal(db, request)).id),
  );

  registerEndpoint(app, metaEndpoints.getPrivacyPolicy, async ({ request }) => {
    const portal = await requestPortal(db, request);
    return privacyPolicyHtml(portal, await portalContact(db, portal.id));
  });

  // The features file is a plain JSON file, as a static host would serve it (decision 007): no
  // envelope and no token. Read from the table on each request, so an ops switch shows at the
  // client's next poll; no-cache makes every poll ask.
  app.get<{ Params: { portal: string } }>('/features/:portal.json', async (request, reply) => {
    const flags = await readFeatureFlags(db, request.params.portal);
    if (!flags) return reply.code(404).send({ message: MESSAGES.notFound });
    // Maintenance mode (`ops maintenance on`) shows in every brand's flag as well as in the 503s.
    const maintenance = flags.maintenance || (await readMaintenance(db)).on;
    return reply.header('cache-control', 'no-cache').send({ ...flags, maintenance });
  });
};
