export * from './deployment';
export * from './routes';
export * from './version';
