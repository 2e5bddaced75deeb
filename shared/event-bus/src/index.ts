export * from './events';
export * from './event-bus';
