// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { createPortalContext, createRemoteLifecycles, type RemoteMountProps } from './index';

const portal = createPortalContext({
  brand: {
    id: 'motorwise',
    label: 'Motorwise',
    legalName: 'Motorwise Insurance Services Ltd',
    regulatorNumber: '123456',
    contactNumber: '0330 123 4567',
  },
  apiBaseUrl: '/api',
  navigate: vi.fn(),
  notify: vi.fn(),
});

function mountProps(reportError = vi.fn()): RemoteMountProps {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { portal, domElement, reportError };
}

test('a remote renders its screen, its build named on its region for ops, not on the page', async () => {
  const remote = createRemoteLifecycles(
    { app: 'mf-account', version: '1.0.0-abc1234', contractMajor: 1 },
    () => <h1>Your account</h1>,
  );
  const props = mountProps();

  await remote.bootstrap(props);
  await remote.mount(props);

  expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  expect(props.domElement).toHaveAttribute('data-remote-version', '1.0.0-abc1234');
  expect(screen.queryByText(/1\.0\.0-abc1234/)).toBeNull();
  await remote.unmount(props);
  expect(props.domElement).not.toHaveAttribute('data-remote-version');
  expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
});

test('a crash while rendering is reported to the host instead of blanking the page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  function Broken(): never {
    throw new Error('render failed');
  }
  const remote = createRemoteLifecycles(
    { app: 'mf-account', version: 'dev', contractMajor: 1 },
    Broken,
  );
  const reportError = vi.fn();
  const props = mountProps(reportError);

  await remote.bootstrap(props);
  await remote.mount(props);

  await waitFor(() =>
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' })),
  );
});
