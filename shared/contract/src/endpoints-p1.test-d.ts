import { expectTypeOf, test } from 'vitest';
import type { agreementEndpoints } from './agreements';
import type { authEndpoints } from './auth';
import type { BodyOf, CallArgs, CallInput, CallOutput } from './endpoint';
import type { InboxItem, inboxEndpoints } from './inbox';
import type { Policy, policyEndpoints } from './policies';
import type { RouteName } from './routes';
import type { Alert, userEndpoints } from './user';

type GetPolicy = typeof policyEndpoints.getPolicy;
type SignIn = typeof authEndpoints.signIn;

test('reading a policy needs its id and answers a Policy', () => {
  expectTypeOf<CallInput<GetPolicy>['params']>().toEqualTypeOf<Record<'id', string | number>>();
  expectTypeOf<CallOutput<GetPolicy>>().toEqualTypeOf<Policy>();
  expectTypeOf<CallOutput<typeof policyEndpoints.getPolicies>>().toEqualTypeOf<Policy[]>();
  expectTypeOf<Policy['person_labels']['plural_cap']>().toEqualTypeOf<
    'Drivers' | 'Riders' | 'People'
  >();
  expectTypeOf<Policy['vehicles'][number]['registration']>().toEqualTypeOf<string | null>();

  const withId: CallInput<GetPolicy> = { params: { id: 7 } };
  void withId;
  // @ts-expect-error the policy id is required
  const withoutId: CallInput<GetPolicy> = {};
  void withoutId;
  // @ts-expect-error reading a policy takes no body
  const withBody: CallInput<GetPolicy> = { params: { id: 7 }, body: {} };
  void withBody;
});

test('calls without path parameters or body can be made with nothing', () => {
  expectTypeOf<CallArgs<typeof policyEndpoints.getPolicies>>().toEqualTypeOf<
    [input?: CallInput<typeof policyEndpoints.getPolicies>]
  >();
  expectTypeOf<CallArgs<typeof authEndpoints.signOut>>().toEqualTypeOf<
    [input?: CallInput<typeof authEndpoints.signOut>]
  >();
  expectTypeOf<CallOutput<typeof authEndpoints.signOut>>().toEqualTypeOf<null>();
});

test('sign-in takes username, password and an optional captcha token', () => {
  expectTypeOf<BodyOf<SignIn>>().toEqualTypeOf<{
    username: string;
    password: string;
    recaptcha_token?: string | undefined;
  }>();
  expectTypeOf<CallOutput<SignIn>>().toEqualTypeOf<{
    token: string;
    greeting: string;
    todo_count: number;
  }>();
  // @ts-expect-error the password is required
  const noPassword: BodyOf<SignIn> = { username: 'jo' };
  void noPassword;
});

test('marking an inbox item read needs the policy and the item', () => {
  type MarkRead = typeof inboxEndpoints.markInboxItemRead;
  expectTypeOf<CallInput<MarkRead>['params']>().toEqualTypeOf<
    Record<'id' | 'itemId', string | number>
  >();
  expectTypeOf<CallOutput<typeof inboxEndpoints.getInbox>>().toEqualTypeOf<InboxItem[]>();
  // @ts-expect-error the item id is required
  const policyOnly: CallInput<MarkRead> = { params: { id: 7 } };
  void policyOnly;
});

test('an alert names a route of the portal', () => {
  expectTypeOf<CallOutput<typeof userEndpoints.getAlerts>>().toEqualTypeOf<Alert[]>();
  expectTypeOf<Alert['route']>().toEqualTypeOf<RouteName | null>();
  // @ts-expect-error correspondence is 'email' or 'written'
  const post: BodyOf<typeof userEndpoints.updateCorrespondence> = { correspondence: 'post' };
  void post;
});

test('agreement decisions answer a message or null', () => {
  expectTypeOf<CallOutput<typeof agreementEndpoints.acceptAgreement>>().toEqualTypeOf<
    string | null
  >();
  const signedIn: BodyOf<typeof agreementEndpoints.getAgreements> = {};
  void signedIn;
  // @ts-expect-error a decision names its agreement
  const noId: BodyOf<typeof agreementEndpoints.declineAgreement> = {};
  void noId;
});
