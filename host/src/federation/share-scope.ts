// The host's own copies of the singletons every remote shares (DESIGN.md), handed to the Module
// Federation runtime: a remote never fetches its fallback of one of them. This module is part of
// the host's federation chunk, which a page loads only when it shows a remote (or is idle).
//
// Each module is loaded when a remote first asks for it, not when the chunk runs: in the chunk
// (eager), but evaluated on demand and each in a task of its own (start-federation.ts). Imported
// whole as the chunk ran, they were one 50-75 ms task on every remote's route.

/** Loaders by share key, as the remotes' builds consume them (scripts/build/federation.cjs). */
export const HOST_SHARED_MODULES: Readonly<Record<string, () => Promise<object>>> = {
  react: () => import(/* webpackMode: "eager" */ 'react'),
  'react/jsx-runtime': () => import(/* webpackMode: "eager" */ 'react/jsx-runtime'),
  // What development builds compile JSX to.
  'react/jsx-dev-runtime': () => import(/* webpackMode: "eager" */ 'react/jsx-dev-runtime'),
  'react-dom': () => import(/* webpackMode: "eager" */ 'react-dom'),
  'react-dom/client': () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  '@portal/platform/router': () => import(/* webpackMode: "eager" */ '@portal/platform/router'),
  zustand: () => import(/* webpackMode: "eager" */ 'zustand'),
  'zustand/vanilla': () => import(/* webpackMode: "eager" */ 'zustand/vanilla'),
  '@tanstack/react-query': () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  'final-form': () => import(/* webpackMode: "eager" */ 'final-form'),
  'react-final-form': () => import(/* webpackMode: "eager" */ 'react-final-form'),
  '@portal/contract': () => import(/* webpackMode: "eager" */ '@portal/contract'),
  '@portal/event-bus': () => import(/* webpackMode: "eager" */ '@portal/event-bus'),
  '@portal/platform': () => import(/* webpackMode: "eager" */ '@portal/platform'),
  '@portal/ui': () => import(/* webpackMode: "eager" */ '@portal/ui'),
};
