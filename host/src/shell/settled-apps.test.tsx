// @vitest-environment jsdom
import { createTestPortal } from '@portal/platform/testing';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createSettledApps } from './settled-apps';
import { Shell } from './shell';
import { ShellProviders } from './shell-providers';

test("a remote's route shows its title and skeleton until that remote settles, and only then", () => {
  const { portal } = createTestPortal();
  const settledApps = createSettledApps();
  render(
    <ShellProviders portal={portal}>
      <Shell
        brand={portal.brand}
        pathname="/agreements/complete"
        settledApps={settledApps}
        navigate={portal.navigate}
      />
    </ShellProviders>,
  );
  const standIn = () => screen.queryByRole('heading', { level: 1 });
  expect(standIn()).toBeInTheDocument();

  act(() => settledApps.settle('mf-dashboard'));
  expect(standIn()).toBeInTheDocument();

  act(() => settledApps.settle('mf-agreements'));
  expect(standIn()).not.toBeInTheDocument();
  // The frame around it stays as it was.
  expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
});
