// @vitest-environment jsdom
import { renderWithPortal } from '@portal/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { CardFrame } from './card-frame';

// The card payment protocol (docs/decisions/007): the hosted card page in an iframe, sized by its
// resize messages, its token taken once, and only from this iframe on this page's origin.

const TOKEN = {
  type: 'gateway:token',
  token: 'tok_0123456789abcdef01234567',
  last4: '4242',
  brand: 'Visa',
};

function setUp() {
  const onToken = vi.fn();
  const view = renderWithPortal(<CardFrame amount={86.4} onToken={onToken} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('Card payment');
  return { ...view, onToken, frame };
}

function post(
  data: unknown,
  {
    origin = window.location.origin,
    source,
  }: { origin?: string; source: MessageEventSource | null },
) {
  fireEvent(window, new MessageEvent('message', { data, origin, source }));
}

test('the hosted card page is asked for with the amount, and a skeleton shows until it loads', () => {
  const { frame } = setUp();

  expect(frame).toHaveAttribute('src', '/api/gateway/card?amount=86.40');
  expect(screen.getByRole('status', { name: 'Loading the secure card form' })).toBeInTheDocument();

  fireEvent.load(frame);

  expect(screen.queryByRole('status', { name: 'Loading the secure card form' })).toBeNull();
});

test('the iframe takes the height the hosted page asks for', () => {
  const { frame } = setUp();
  fireEvent.load(frame);

  post({ type: 'gateway:resize', height: 612 }, { source: frame.contentWindow });

  expect(frame.style.height).toBe('612px');
});

test('a token is passed on once, however often the page posts it', () => {
  const { frame, onToken } = setUp();
  fireEvent.load(frame);

  post(TOKEN, { source: frame.contentWindow });
  post(TOKEN, { source: frame.contentWindow });

  expect(onToken).toHaveBeenCalledTimes(1);
  expect(onToken).toHaveBeenCalledWith({
    token: 'tok_0123456789abcdef01234567',
    last4: '4242',
    brand: 'Visa',
  });
});

test('a message from another origin is ignored', () => {
  const { frame, onToken } = setUp();
  fireEvent.load(frame);

  post(TOKEN, { source: frame.contentWindow, origin: 'https://attacker.example' });
  post(
    { type: 'gateway:resize', height: 900 },
    { source: frame.contentWindow, origin: 'https://attacker.example' },
  );

  expect(onToken).not.toHaveBeenCalled();
  expect(frame.style.height).not.toBe('900px');
});

test('a message from another window of the same origin is ignored', () => {
  const { frame, onToken } = setUp();
  fireEvent.load(frame);

  post(TOKEN, { source: window });

  expect(onToken).not.toHaveBeenCalled();
});

test('a message that is not the protocol is ignored', () => {
  const { frame, onToken } = setUp();
  fireEvent.load(frame);

  post(
    { type: 'gateway:token', token: '4242 4242 4242 4242', last4: '4242', brand: 'Visa' },
    { source: frame.contentWindow },
  );
  post('gateway:token', { source: frame.contentWindow });

  expect(onToken).not.toHaveBeenCalled();
});
