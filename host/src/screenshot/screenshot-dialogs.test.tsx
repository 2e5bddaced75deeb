// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, createTestPortal, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startRealtimeFeatures } from '../realtime/start-realtime-features';
import { fakeChannel } from '../realtime/test-socket';
import { ShellProviders } from '../shell/shell-providers';
import { ScreenshotDialogs, SCREENSHOT_TEXT } from './screenshot-dialogs';
import { fakeStream, pickerCancelled, PNG } from './test-media';

const REQUEST = { token: '0b7c3f9e-request' };
/** Whole flows with their 400 ms slides, on a busy machine: more than the default 5 seconds. */
const FLOW_TIMEOUT_MS = 15_000;

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs one to point its image at.
  URL.createObjectURL = vi.fn(() => 'blob:screenshot-preview');
  URL.revokeObjectURL = vi.fn();
});
const started: { stop(): void }[] = [];
afterEach(() => {
  started.splice(0).forEach((features) => features.stop());
  localStorage.clear();
});

/** `null`: a browser without screen capture. */
function setUp(
  getDisplayMedia: (() => Promise<MediaStream>) | null = async () => fakeStream().stream,
) {
  const network = createFakeNetwork().on(endpoints.uploadScreenshot, { file: '41' });
  const page = createTestPortal({ asOnThePage: true, signedIn: true, network });
  const { portal } = page;
  const sockets = fakeChannel();
  const features = startRealtimeFeatures(portal, {
    channel: sockets.channel,
    media: { getDisplayMedia: getDisplayMedia ?? undefined, capture: async () => PNG },
    describe: () => ({ features: { screenshot: true }, platform: 'desktop Chrome' }),
    tabChannel: null,
  });
  started.push(features);
  const server = sockets.open();
  server.connectNow();
  renderWithPortal(<ScreenshotDialogs flow={features.screenshotFlow} />, {
    providers: ShellProviders,
    portal: page,
  });
  return { portal, server, sockets, network };
}

async function gone(name: string | RegExp) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
}

test(
  'user accepts a request, picks a screen, takes the screenshot, checks it and sends it',
  async () => {
    const user = userEvent.setup();
    const { portal, server, network } = setUp();

    server.receive('screenshot.request', REQUEST);
    const request = await screen.findByRole('dialog', { name: SCREENSHOT_TEXT.requestTitle });
    expect(within(request).getByText(SCREENSHOT_TEXT.request)).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Choose a screen' }));

    const controls = await screen.findByRole('region', { name: SCREENSHOT_TEXT.controls });
    await gone(SCREENSHOT_TEXT.requestTitle);
    expect(within(controls).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await user.click(within(controls).getByRole('button', { name: 'Take Screenshot' }));

    const preview = await screen.findByRole('dialog', { name: SCREENSHOT_TEXT.previewTitle });
    expect(
      screen.queryByRole('region', { name: SCREENSHOT_TEXT.controls }),
    ).not.toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: SCREENSHOT_TEXT.previewAlt })).toHaveAttribute(
      'src',
      'blob:screenshot-preview',
    );
    await user.click(within(preview).getByRole('button', { name: 'Send Screenshot' }));

    await gone(SCREENSHOT_TEXT.previewTitle);
    expect(portal.notify).toHaveBeenCalledWith({ message: 'Screenshot sent', kind: 'success' });
    const [upload] = network.callsTo(endpoints.uploadScreenshot);
    const form = upload?.body as FormData;
    expect(form.get('token')).toBe(REQUEST.token);
    expect((form.get('file') as File).type).toBe('image/png');
    expect(upload?.headers.authorization).toBe('Bearer token-1');
    expect(server.emitted).toContainEqual({
      event: 'screenshot.file',
      payload: { token: REQUEST.token, file: '41' },
    });
  },
  FLOW_TIMEOUT_MS,
);

test(
  'Send Screenshot shows it is busy until the server has answered',
  async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    let acknowledge: (ack: unknown) => void = () => {};
    vi.mocked(server.socket.timeout).mockReturnValue({
      emitWithAck: () => new Promise((resolve) => (acknowledge = resolve)),
    } as never);
    server.receive('screenshot.request', REQUEST);
    await user.click(await screen.findByRole('button', { name: 'Choose a screen' }));
    await user.click(await screen.findByRole('button', { name: 'Take Screenshot' }));
    const preview = await screen.findByRole('dialog', { name: SCREENSHOT_TEXT.previewTitle });

    await user.click(within(preview).getByRole('button', { name: 'Send Screenshot' }));

    await waitFor(() =>
      expect(within(preview).getByRole('button', { name: 'Back' })).toBeDisabled(),
    );
    expect(
      within(preview).getByRole('button', { name: 'Send Screenshot' }).dataset['loading'],
    ).toBe('true');
    acknowledge({ success: false, message: MESSAGES.screenshotFailed });
    await waitFor(() =>
      expect(within(preview).getByRole('button', { name: 'Back' })).toBeEnabled(),
    );
  },
  FLOW_TIMEOUT_MS,
);

test(
  'an error acknowledgement says Error sending screenshot',
  async () => {
    const user = userEvent.setup();
    const { portal, server } = setUp();
    server.acks.push({ success: false, message: MESSAGES.screenshotFailed });
    server.receive('screenshot.request', REQUEST);
    await user.click(await screen.findByRole('button', { name: 'Choose a screen' }));
    await user.click(await screen.findByRole('button', { name: 'Take Screenshot' }));

    await user.click(await screen.findByRole('button', { name: 'Send Screenshot' }));

    await waitFor(() =>
      expect(portal.notify).toHaveBeenCalledWith({
        message: 'Error sending screenshot',
        kind: 'error',
      }),
    );
    expect(screen.getByRole('dialog', { name: SCREENSHOT_TEXT.previewTitle })).toBeInTheDocument();
  },
  FLOW_TIMEOUT_MS,
);

test('user declines: screenshot.denied goes to the server and the modal closes', async () => {
  const user = userEvent.setup();
  const { server } = setUp();
  server.receive('screenshot.request', REQUEST);

  await user.click(await screen.findByRole('button', { name: 'Decline' }));

  await gone(SCREENSHOT_TEXT.requestTitle);
  expect(server.emitted).toContainEqual({ event: 'screenshot.denied', payload: REQUEST });
});

test(
  'picking no screen says Screen not selected, and Try again opens the picker again',
  async () => {
    const user = userEvent.setup();
    const picker = vi
      .fn<() => Promise<MediaStream>>()
      .mockRejectedValueOnce(pickerCancelled())
      .mockResolvedValue(fakeStream().stream);
    const { server } = setUp(picker);
    server.receive('screenshot.request', REQUEST);
    await user.click(await screen.findByRole('button', { name: 'Choose a screen' }));

    const notSelected = await screen.findByRole('dialog', { name: 'Screen not selected' });
    expect(
      within(notSelected).getByText(
        'If this was a mistake, please try again or notify our support team.',
      ),
    ).toBeInTheDocument();
    await user.click(within(notSelected).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('region', { name: SCREENSHOT_TEXT.controls }),
    ).toBeInTheDocument();
    expect(picker).toHaveBeenCalledTimes(2);
  },
  FLOW_TIMEOUT_MS,
);

test('a browser without screen capture says Cannot capture screenshot in this browser.', async () => {
  const user = userEvent.setup();
  const { server } = setUp(null);
  server.receive('screenshot.request', REQUEST);

  const dialog = await screen.findByRole('dialog', { name: SCREENSHOT_TEXT.requestTitle });
  expect(
    within(dialog).getByText('Cannot capture screenshot in this browser.'),
  ).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Choose a screen' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  expect(server.emitted).toContainEqual({ event: 'screenshot.denied', payload: REQUEST });
});

test(
  'screenshot.withdraw closes the flow, and so does signing out',
  async () => {
    const user = userEvent.setup();
    const { server, sockets } = setUp();
    server.receive('screenshot.request', REQUEST);
    await user.click(await screen.findByRole('button', { name: 'Choose a screen' }));
    await screen.findByRole('region', { name: SCREENSHOT_TEXT.controls });

    server.receive('screenshot.withdraw', REQUEST);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: SCREENSHOT_TEXT.controls }),
      ).not.toBeInTheDocument(),
    );

    server.receive('screenshot.request', { token: 'second' });
    await screen.findByRole('dialog', { name: SCREENSHOT_TEXT.requestTitle });
    sockets.close();
    await gone(SCREENSHOT_TEXT.requestTitle);
    expect(server.emitted.filter(({ event }) => event === 'screenshot.denied')).toEqual([]);
  },
  FLOW_TIMEOUT_MS,
);

test(
  'Back from the controls returns to the request; a malformed request is ignored',
  async () => {
    const user = userEvent.setup();
    const { server } = setUp();
    server.receive('screenshot.request', { token: 42 });
    server.receive('screenshot.request', REQUEST);
    await user.click(await screen.findByRole('button', { name: 'Choose a screen' }));
    const controls = await screen.findByRole('region', { name: SCREENSHOT_TEXT.controls });

    await user.click(within(controls).getByRole('button', { name: 'Back' }));

    expect(
      await screen.findByRole('dialog', { name: SCREENSHOT_TEXT.requestTitle }),
    ).toBeInTheDocument();
  },
  FLOW_TIMEOUT_MS,
);

test('client_info is sent when the socket connects', () => {
  const { server } = setUp();

  expect(server.emitted[0]).toEqual({
    event: 'client_info',
    payload: { features: { screenshot: true }, platform: 'desktop Chrome' },
  });
});
