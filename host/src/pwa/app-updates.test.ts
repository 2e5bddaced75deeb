import { createConfirmLeave } from '@portal/platform';
import { expect, test, vi } from 'vitest';
import { createUpdateStatus, registerServiceWorker, SERVICE_WORKER_URL } from './app-updates';

// A browser's service worker objects, as small as the page's code uses them.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** The browser found a new /sw.js. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(async () => this.registration);
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker() : null;
  }
  changeController() {
    this.controller = new FakeWorker();
    this.dispatchEvent(new Event('controllerchange'));
  }
}

async function start(container: FakeContainer) {
  const status = createUpdateStatus();
  const confirmLeave = createConfirmLeave();
  const reload = vi.fn();
  await registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    confirmLeave,
    status,
    reload,
  });
  return { status, confirmLeave, reload };
}

test('the worker is registered at /sw.js for the whole portal', async () => {
  const container = new FakeContainer(false);
  await start(container);
  expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
});

test('the first install replaces nothing: no overlay and no reload', async () => {
  const container = new FakeContainer(false);
  const { status, reload } = await start(container);

  const worker = container.registration.findUpdate();
  expect(status.get()).toBe('idle');
  worker.moveTo('installed');
  worker.moveTo('activated');
  container.changeController();

  expect(status.get()).toBe('idle');
  expect(worker.messages).toEqual([]);
  expect(reload).not.toHaveBeenCalled();
});

test('a new version shows the overlay while it downloads, is let in once ready, and the page reloads into it', async () => {
  const container = new FakeContainer(true);
  const { status, reload } = await start(container);

  const worker = container.registration.findUpdate();
  expect(status.get()).toBe('downloading');
  worker.moveTo('installed');
  expect(status.get()).toBe('applying');
  expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  expect(reload).not.toHaveBeenCalled();

  container.changeController();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('with unsaved changes the new version waits, unannounced, until they are saved or discarded', async () => {
  const container = new FakeContainer(true);
  const { status, confirmLeave, reload } = await start(container);
  const release = confirmLeave.hold();

  const worker = container.registration.findUpdate();
  worker.moveTo('installed');
  expect(status.get()).toBe('idle');
  expect(worker.messages).toEqual([]);

  release();
  expect(status.get()).toBe('applying');
  expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  container.changeController();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a version already waiting when the page opens is applied at once', async () => {
  const container = new FakeContainer(true);
  const waiting = new FakeWorker();
  waiting.state = 'installed';
  container.registration.waiting = waiting;

  const { status } = await start(container);

  expect(status.get()).toBe('applying');
  expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
});

test('a download that fails takes the overlay away again', async () => {
  const container = new FakeContainer(true);
  const { status, reload } = await start(container);

  const worker = container.registration.findUpdate();
  expect(status.get()).toBe('downloading');
  worker.moveTo('redundant');

  expect(status.get()).toBe('idle');
  expect(reload).not.toHaveBeenCalled();
});
