export * from './page-screen';
export * from './remote-unavailable';
