import { createFeatureStore } from '@portal/platform';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { CONNECTIVITY_CHECK_MS, startConnectivityCheck } from './connectivity';
import { startFeaturePolling } from './feature-polling';

// portal.md §9: connectivity every 10 s with a 2 s time-out; feature flags every 30 s.

afterEach(() => {
  vi.useRealTimers();
});

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, {
    fire: (type: string) => target.dispatchEvent(new Event(type)),
  });
}

test('going offline shows at once; the check brings it back and the page data is fetched again', async () => {
  vi.useFakeTimers();
  const features = createFeatureStore();
  const queryClient = new QueryClient();
  const refetch = vi.spyOn(queryClient, 'invalidateQueries');
  let reachable = false;
  const fetch = vi.fn(async () => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  });
  const browser = fakeWindow();
  const stop = startConnectivityCheck({ features, queryClient }, { fetch, window: browser });

  browser.fire('offline');
  expect(features.getState().online).toBe(false);

  await vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_MS);
  expect(features.getState().online).toBe(false);
  expect(refetch).not.toHaveBeenCalled();

  reachable = true;
  await vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_MS);
  expect(features.getState().online).toBe(true);
  expect(refetch).toHaveBeenCalledOnce();
  expect(fetch).toHaveBeenLastCalledWith(
    '/api/health',
    expect.objectContaining({ method: 'HEAD' }),
  );
  stop();
});

test('a server that does not answer within 2 seconds counts as offline', async () => {
  vi.useFakeTimers();
  const features = createFeatureStore();
  const fetch = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  startConnectivityCheck(
    { features, queryClient: new QueryClient() },
    { fetch, window: fakeWindow() },
  );

  await vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_MS + 1_999);
  expect(features.getState().online).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(features.getState().online).toBe(false);
});

test('the brand’s feature flags are read on start and every 30 seconds, online left alone', async () => {
  vi.useFakeTimers();
  const features = createFeatureStore({ online: false });
  let file: object = { chat: true, correspondence: true };
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(url).toBe('/api/features/ridgeline.json');
    // portal.md §7: every call names the brand, the static features file included.
    expect(new Headers(init?.headers).get('x-portal')).toBe('ridgeline');
    return Response.json(file);
  });
  const brand = {
    id: 'ridgeline',
    label: 'Ridgeline Bike Insurance',
    legalName: 'Ridgeline Motorcycle Insurance Limited',
    regulatorNumber: '734512',
    contactNumber: '0306 999 0456',
  };
  const stop = startFeaturePolling({ features, brand }, { fetch });

  await vi.advanceTimersByTimeAsync(0);
  expect(features.getState()).toMatchObject({ chat: true, correspondence: true, ivm: false });

  file = { chat: false, ivm: true, online: true };
  await vi.advanceTimersByTimeAsync(29_999);
  expect(features.getState().chat).toBe(true);
  await vi.advanceTimersByTimeAsync(1);
  expect(features.getState()).toMatchObject({ chat: false, correspondence: false, ivm: true });
  expect(features.getState().online).toBe(false);
  stop();
});
