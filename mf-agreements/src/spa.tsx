import { createRemoteLifecycles } from '@portal/platform';
import { App } from './app/app';

export const { app, version, contractMajor, bootstrap, mount, unmount } = createRemoteLifecycles(
  { app: __REMOTE_NAME__, version: __REMOTE_VERSION__, contractMajor: __CONTRACT_MAJOR__ },
  App,
);
