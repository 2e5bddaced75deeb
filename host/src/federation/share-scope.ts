import * as portalContract from '@portal/contract';
import * as portalEventBus from '@portal/event-bus';
import * as portalPlatform from '@portal/platform';
import * as portalRouter from '@portal/platform/router';
import * as portalUi from '@portal/ui';
import * as reactQuery from '@tanstack/react-query';
import * as finalForm from 'final-form';
import * as react from 'react';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactFinalForm from 'react-final-form';
import * as valibot from 'valibot';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';

// The host's own copies of the singletons every remote shares (DESIGN.md), handed to the Module
// Federation runtime as already loaded: a remote never fetches its fallback of one of them. This
// module is part of the host's federation chunk, which a page loads only when it shows a remote
// (or is idle): the host's first script holds only the parts of these the shell itself uses.

/** Modules by share key, as the remotes' builds consume them (scripts/build/federation.cjs). */
export const HOST_SHARED_MODULES: Readonly<Record<string, object>> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  // What development builds compile JSX to.
  'react/jsx-dev-runtime': reactJsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@portal/platform/router': portalRouter,
  zustand,
  'zustand/vanilla': zustandVanilla,
  '@tanstack/react-query': reactQuery,
  'final-form': finalForm,
  'react-final-form': reactFinalForm,
  valibot,
  '@portal/contract': portalContract,
  '@portal/event-bus': portalEventBus,
  '@portal/platform': portalPlatform,
  '@portal/ui': portalUi,
};
