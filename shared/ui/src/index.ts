export * from './navigation-link';
export * from './page-loading';
export * from './page-screen';
export * from './remote-unavailable';
