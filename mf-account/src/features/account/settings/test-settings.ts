// Contract-valid answers of the settings page's calls (portal.md §3 "User details", §7), for the
// settings tests and the app's.
import * as v from 'valibot';
import {
  CorrespondenceUpdateSchema,
  endpoints,
  LightboxStatusSchema,
  MESSAGES,
  UserDetailsSchema,
  type UserDetails,
} from '@portal/contract';
import { createFakeNetwork } from '@portal/platform/testing';

export const DETAILS: UserDetails = v.parse(UserDetailsSchema, {
  title: 'Mrs',
  first_name: 'Sarah',
  last_name: 'Mitchell',
  email: 'sarah.mitchell@example.co.uk',
  username: 'car.driver',
  landline_number: '0113 496 0123',
  mobile_number: '07700 900123',
  correspondence: 'email',
});

/** Login promotions on, two of them unread. */
export const PROMOTIONS_SHOWN = v.parse(LightboxStatusSchema, { enabled: true, unread: 2 });

export const ONLINE = v.parse(CorrespondenceUpdateSchema, { correspondence: 'email' });

/** What the settings page reads as it opens: the details, promotions and paperless settings. */
export function settingsNetwork() {
  // As the API keeps them: a toggle answered is what the page reads next.
  let promotions = PROMOTIONS_SHOWN;
  let correspondence = ONLINE;
  return createFakeNetwork()
    .on(endpoints.getUserDetails, DETAILS)
    .on(endpoints.getLightboxStatus, () => promotions)
    .on(endpoints.optOutLightbox, () => (promotions = { ...PROMOTIONS_SHOWN, enabled: false }))
    .on(endpoints.optInLightbox, () => (promotions = PROMOTIONS_SHOWN))
    .on(endpoints.getCorrespondence, () => correspondence)
    .on(endpoints.updateCorrespondence, ({ body }) => {
      correspondence = v.parse(CorrespondenceUpdateSchema, body);
      return correspondence.correspondence === 'email'
        ? MESSAGES.correspondenceOnline
        : MESSAGES.correspondencePost;
    });
}
