// The parts that first-paint bytes are split into: the host's own code, the shared singletons
// (react, react-dom, the router, zustand, react-query, @portal/*, and the libraries they
// import), the Module Federation runtime, and the remote's own code.
export const PARTS = ['host', 'shared', 'runtime', 'remote'] as const;
export type Part = (typeof PARTS)[number];
export type PartBytes = Record<Part, number>;

export function emptyPartBytes(): PartBytes {
  return { host: 0, shared: 0, runtime: 0, remote: 0 };
}
