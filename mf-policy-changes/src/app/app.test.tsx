// @vitest-environment jsdom
import { expectNotFoundWithoutRequest, renderRemoteApp } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './app';

// Every route of the table this app owns shows its page title (policy-changes.md §2), a
// placeholder until its feature lands; the rest of the table is other apps' and shows nothing here.

function showApp(path: string) {
  return renderRemoteApp(App, { path, signedIn: true });
}

test("a policy change route shows its page title as the page's heading", () => {
  showApp('/policies/101/vehicle/2011/replace');

  expect(screen.getByRole('heading', { level: 1, name: 'Replace a vehicle' })).toBeInTheDocument();
});

test("another app's route renders nothing", () => {
  showApp('/policies/101/credit');

  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

// Every screen at a policy's address starts with the remote kit's PolicyRoute: an id that can
// name no policy is not found under the route's own title, and the API is asked nothing.
test.each([
  ['/policies/abc/change', 'Make a change'],
  ['/policies/abc/change/details', 'Update address and details'],
  ['/policies/abc/person/add', 'Add a driver'],
  ['/policies/abc/person/502', 'Update a driver'],
  ['/policies/0/vehicle/add', 'Add a vehicle'],
  ['/policies/1.5/vehicle/2011/update', 'Update a vehicle'],
  ['/policies/-3/vehicle/2011/replace', 'Replace a vehicle'],
  ['/policies/abc/avp/2011', 'Agreed value'],
  ['/policies/abc/outstanding-actions', 'Send your documents'],
])('%s names no policy', async (path, title) => {
  await expectNotFoundWithoutRequest(App, path, {
    heading: 'This policy could not be found',
    title,
  });
});

test.each([
  ['/policies/101/person/abc', 'This person could not be found'],
  ['/policies/101/vehicle/abc/update', 'This vehicle could not be found'],
  ['/policies/101/avp/0', 'This vehicle could not be found'],
])('%s names no one on the policy, and asks nothing', async (path, heading) => {
  await expectNotFoundWithoutRequest(App, path, { heading });
});
