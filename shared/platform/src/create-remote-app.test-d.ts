import { expectTypeOf, test } from 'vitest';
import { createRemoteApp, placeholderScreen, type Screens } from './create-remote-app';

test("a remote's screens are exactly its rows of the route table", () => {
  expectTypeOf<keyof Screens<'mf-agreements'>>().toEqualTypeOf<
    'agreements' | 'agreements-complete' | 'agreements-declined'
  >();

  createRemoteApp(
    'mf-agreements',
    // @ts-expect-error the route table gives 'agreements-declined' to mf-agreements: it needs a screen
    {
      agreements: placeholderScreen(),
      'agreements-complete': placeholderScreen(),
    },
  );

  createRemoteApp('mf-agreements', {
    agreements: placeholderScreen(),
    'agreements-complete': placeholderScreen(),
    'agreements-declined': placeholderScreen(),
    // @ts-expect-error 'settings' is mf-account's route, not this remote's
    settings: placeholderScreen(),
  });
});
