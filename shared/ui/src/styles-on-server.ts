// Under Node (the portal server rendering the shell, Playwright) '#mantine-styles' resolves
// here instead of to Mantine's stylesheet, which only a browser build can load (see
// portal-ui-provider.tsx). Nothing to export: the import is for its side effect.
export {};
