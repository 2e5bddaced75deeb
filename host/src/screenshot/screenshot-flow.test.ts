import { MESSAGES } from '@portal/contract';
import { expect, test, vi } from 'vitest';
import { createScreenshotFlow, type ScreenshotFlowDeps } from './screenshot-flow';
import { fakeStream, pickerCancelled, PNG } from './test-media';

function setUp(overrides: Partial<ScreenshotFlowDeps> = {}) {
  const shared = fakeStream();
  const deps = {
    getDisplayMedia: vi.fn(async () => shared.stream),
    capture: vi.fn(async () => PNG),
    upload: vi.fn(async () => '41'),
    sendFile: vi.fn(async () => ({ success: true })),
    deny: vi.fn(),
    notify: vi.fn(),
    wait: vi.fn(async () => {}),
    onAnswered: vi.fn(),
    ...overrides,
  };
  const flow = createScreenshotFlow(deps);
  const states = () => {
    const state = flow.getState();
    return state && { request: state.request, step: state.step };
  };
  return { flow, deps, shared, states };
}

test('a request goes pending, preparing, capturing, bitmap and upload, then closes as sent', async () => {
  const { flow, deps, shared, states } = setUp();
  const seen: unknown[] = [];
  flow.subscribe(() => seen.push(states()));

  flow.requested('req-1');
  expect(states()).toEqual({ request: 'pending', step: 'request' });
  await flow.chooseScreen();
  expect(states()).toEqual({ request: 'capturing', step: 'controls' });
  await flow.takeScreenshot();
  expect(states()).toEqual({ request: 'bitmap', step: 'preview' });
  expect(flow.getState()?.image).toBe(PNG);
  await flow.send();

  expect(seen).toEqual([
    { request: 'pending', step: 'request' },
    // The browser's picker is up: none of ours shows.
    { request: 'preparing', step: null },
    { request: 'capturing', step: 'controls' },
    // The controls slide away before the frame is taken.
    { request: 'capturing', step: null },
    { request: 'bitmap', step: 'preview' },
    { request: 'upload', step: 'preview' },
    null,
  ]);
  expect(deps.capture).toHaveBeenCalledWith(shared.stream);
  expect(deps.upload).toHaveBeenCalledWith('req-1', PNG);
  expect(deps.sendFile).toHaveBeenCalledWith('req-1', '41');
  expect(deps.notify).toHaveBeenCalledWith({ message: MESSAGES.screenshotSent, kind: 'success' });
  expect(shared.stop).toHaveBeenCalled();
  expect(deps.deny).not.toHaveBeenCalled();
  expect(deps.onAnswered).toHaveBeenCalledWith('req-1');
});

test('a refused acknowledgement or upload shows the error and keeps the preview to try again', async () => {
  const sendFile = vi
    .fn<ScreenshotFlowDeps['sendFile']>()
    .mockResolvedValueOnce({ success: false, message: MESSAGES.screenshotFailed })
    .mockResolvedValueOnce({ success: true });
  const upload = vi
    .fn<ScreenshotFlowDeps['upload']>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('7');
  const { flow, deps, states } = setUp({ sendFile, upload });
  flow.requested('req-2');
  await flow.chooseScreen();
  await flow.takeScreenshot();

  await flow.send();
  expect(deps.notify).toHaveBeenLastCalledWith({
    message: MESSAGES.screenshotFailed,
    kind: 'error',
  });
  expect(states()).toEqual({ request: 'bitmap', step: 'preview' });
  await flow.send();
  expect(deps.notify).toHaveBeenCalledTimes(2);
  expect(states()).toEqual({ request: 'bitmap', step: 'preview' });

  await flow.send();
  expect(deps.notify).toHaveBeenLastCalledWith({
    message: MESSAGES.screenshotSent,
    kind: 'success',
  });
  expect(flow.getState()).toBeNull();
});

test('Back returns from the preview to the controls, and from the controls to the request', async () => {
  const { flow, shared, states } = setUp();
  flow.requested('req-3');
  await flow.chooseScreen();
  await flow.takeScreenshot();

  flow.back();
  expect(states()).toEqual({ request: 'capturing', step: 'controls' });
  expect(flow.getState()?.image).toBeNull();
  expect(shared.stop).not.toHaveBeenCalled();
  flow.back();
  expect(states()).toEqual({ request: 'pending', step: 'request' });
  // Back at the request, the screen is no longer shared.
  expect(shared.stop).toHaveBeenCalled();
});

test('picking no screen shows Screen not selected; trying again opens the picker again', async () => {
  const getDisplayMedia = vi
    .fn<() => Promise<MediaStream>>()
    .mockRejectedValueOnce(pickerCancelled())
    .mockResolvedValue(fakeStream().stream);
  const { flow, deps, states } = setUp({ getDisplayMedia });
  flow.requested('req-4');

  await flow.chooseScreen();
  expect(states()).toEqual({ request: 'pending', step: 'not-selected' });
  expect(deps.deny).not.toHaveBeenCalled();
  await flow.chooseScreen();
  expect(states()).toEqual({ request: 'capturing', step: 'controls' });
});

test('declining, or closing Screen not selected, sends screenshot.denied and closes', async () => {
  const { flow, deps } = setUp({ getDisplayMedia: vi.fn().mockRejectedValue(pickerCancelled()) });
  flow.requested('req-5');
  flow.decline();
  expect(deps.deny).toHaveBeenCalledWith('req-5');
  expect(deps.onAnswered).toHaveBeenCalledWith('req-5');
  expect(flow.getState()).toBeNull();

  flow.requested('req-6');
  await flow.chooseScreen();
  flow.decline();
  expect(deps.deny).toHaveBeenLastCalledWith('req-6');
  expect(flow.getState()).toBeNull();
});

test('a browser that cannot capture a screen says so, and closing it declines', () => {
  const { flow, deps, states } = setUp({ getDisplayMedia: undefined });

  flow.requested('req-7');
  expect(states()).toEqual({ request: 'pending', step: 'unsupported' });
  flow.decline();
  expect(deps.deny).toHaveBeenCalledWith('req-7');
});

test('a withdraw closes the flow at any step; one for another request changes nothing', async () => {
  const { flow, shared } = setUp();
  flow.requested('req-8');
  await flow.chooseScreen();

  flow.withdrawn('someone-else');
  expect(flow.getState()?.step).toBe('controls');
  flow.withdrawn('req-8');
  expect(flow.getState()).toBeNull();
  expect(shared.stop).toHaveBeenCalled();
});

test('a withdraw while the picker is open stops the screen it then returns', async () => {
  const shared = fakeStream();
  let pick: (stream: MediaStream) => void = () => {};
  const { flow } = setUp({
    getDisplayMedia: () => new Promise<MediaStream>((resolve) => (pick = resolve)),
  });
  flow.requested('req-9');
  const choosing = flow.chooseScreen();

  flow.withdrawn('req-9');
  pick(shared.stream);
  await choosing;

  expect(flow.getState()).toBeNull();
  expect(shared.stop).toHaveBeenCalled();
});

test("the browser's Stop sharing goes back to the request", async () => {
  const { flow, shared, states } = setUp();
  flow.requested('req-10');
  await flow.chooseScreen();

  shared.end();

  expect(states()).toEqual({ request: 'pending', step: 'request' });
});

test('a repeated request is ignored; a new one replaces the open one; reset closes silently', async () => {
  const { flow, deps, shared } = setUp();
  flow.requested('req-11');
  await flow.chooseScreen();
  flow.requested('req-11');
  expect(flow.getState()?.step).toBe('controls');

  flow.requested('req-12');
  expect(flow.getState()).toMatchObject({ token: 'req-12', step: 'request' });
  expect(shared.stop).toHaveBeenCalled();
  flow.reset();
  expect(flow.getState()).toBeNull();
  expect(deps.deny).not.toHaveBeenCalled();
});

test('a failed capture says so and stays on the controls', async () => {
  const { flow, deps, states } = setUp({ capture: vi.fn().mockRejectedValue(new Error('no')) });
  flow.requested('req-13');
  await flow.chooseScreen();

  await flow.takeScreenshot();

  expect(deps.notify).toHaveBeenCalledWith({
    message: MESSAGES.screenshotUnsupported,
    kind: 'error',
  });
  expect(states()).toEqual({ request: 'capturing', step: 'controls' });
});
