// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';

// The module keeps one idle wait per page: each test loads it afresh.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function Dialog({ opened }: { opened: boolean }) {
  return <p>{opened ? 'Dialog open' : 'Dialog closed'}</p>;
}

test('a deferred part renders nothing until the page is idle, then mounts', async () => {
  let idle = () => {};
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  const { afterFirstPaint } = await import('./after-first-paint');
  const Deferred = afterFirstPaint(async () => Dialog);

  const { container } = render(<Deferred opened={false} />);
  expect(container).toBeEmptyDOMElement();

  act(() => idle());
  expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
});

test('a part its props need now is fetched and mounted at once, idle or not', async () => {
  // A page that is never idle.
  vi.stubGlobal('requestIdleCallback', () => 1);
  const { afterFirstPaint } = await import('./after-first-paint');
  const rendered: boolean[] = [];
  function RecordingDialog({ opened }: { opened: boolean }) {
    rendered.push(opened);
    return <Dialog opened={opened} />;
  }
  const Deferred = afterFirstPaint(async () => RecordingDialog, {
    neededNow: (props) => props.opened,
    closed: (props) => ({ ...props, opened: false }),
  });

  const { container, rerender } = render(<Deferred opened={false} />);
  expect(container).toBeEmptyDOMElement();

  rerender(<Deferred opened />);
  expect(await screen.findByText('Dialog open')).toBeInTheDocument();
  // Mounted closed first, then opened: the dialog sees itself open, as after an idle load.
  expect(rendered[0]).toBe(false);
  expect(rendered.at(-1)).toBe(true);
});
