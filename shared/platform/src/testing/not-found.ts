import { MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { createFakeNetwork } from './fake-network';
import { renderRemoteApp } from './test-portal';

/**
 * A remote's route at `path`, signed in, shows the kit's not-found screen - `heading` over the
 * contract's not-found message, under the route's own `title` when given - and asks the API
 * nothing: an address whose ids can name nothing (PolicyRoute, NotFoundScreen).
 */
export async function expectNotFoundWithoutRequest(
  App: ComponentType,
  path: string,
  { heading, title }: { heading: string; title?: string },
): Promise<void> {
  const network = createFakeNetwork();
  renderRemoteApp(App, { network, signedIn: true, path });

  const alert = await screen.findByRole('alert', { name: heading });
  expect(alert).toHaveTextContent(MESSAGES.notFound);
  if (title !== undefined) {
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  }
  expect(network.requests).toEqual([]);
}
