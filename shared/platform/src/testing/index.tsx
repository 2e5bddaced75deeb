// @portal/platform/testing: the component tests' one kit (README, Testing). Imported by tests
// only; nothing in a production bundle reaches it.
export * from './fake-network';
export * from './fixtures';
export * from './test-portal';
export * from './not-found';
