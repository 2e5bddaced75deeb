import React, { startTransition, useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import type { RemoteMountProps } from './portal-context';
import { PortalProvider } from './portal-provider';

/** What a remote's `./spa` module exports: lifecycles plus what the host checks before mounting. */
export interface RemoteModule {
  readonly app: string;
  readonly version: string;
  readonly contractMajor: number;
  bootstrap(props: RemoteMountProps): Promise<unknown>;
  mount(props: RemoteMountProps): Promise<unknown>;
  unmount(props: RemoteMountProps): Promise<unknown>;
}

export interface RemoteBuild {
  app: string;
  version: string;
  contractMajor: number;
}

function ReportRenderError({
  error,
  report,
}: {
  error: unknown;
  report: (error: unknown) => void;
}) {
  useEffect(() => report(error), [error, report]);
  return null;
}

/**
 * single-spa lifecycles for a remote's root component. A render crash is reported to the host,
 * which unmounts the remote and shows its fallback in the region: the rest of the page goes on.
 */
export function createRemoteLifecycles(build: RemoteBuild, Root: ComponentType): RemoteModule {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ portal }: RemoteMountProps) => (
      <PortalProvider value={portal}>
        <Root />
      </PortalProvider>
    ),
    errorBoundary: (error: Error, _info: unknown, props: RemoteMountProps) => (
      <ReportRenderError error={error} report={props.reportError} />
    ),
  });
  // single-spa-react's types ask for single-spa's own app props (name, singleSpa, mountParcel);
  // the host's region calls these lifecycles itself and passes the mount props above instead.
  return {
    ...build,
    bootstrap: (props) => lifecycles.bootstrap(props as never),
    // The first render of a remote's screen is its biggest task: in a transition React renders
    // it in slices and lets input and paint in between, rather than blocking the page for it.
    mount: (props) => {
      // Ops read the build a page runs on its region (and in /remotes.json); customers never
      // see it.
      props.domElement.dataset.remoteVersion = build.version;
      let mounted: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        mounted = lifecycles.mount(props as never);
      });
      return mounted;
    },
    unmount: async (props) => {
      await lifecycles.unmount(props as never);
      delete props.domElement.dataset.remoteVersion;
    },
  };
}
