// Constants each remote build defines (scripts/build/remote.cjs).
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;
declare const __CONTRACT_MAJOR__: number;
