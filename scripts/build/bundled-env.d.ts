// Browser code is bundled by webpack, which replaces `process.env.NODE_ENV` with the build's mode;
// nothing else of Node's `process` exists in the page, so nothing else is declared.
declare const process: { readonly env: { readonly NODE_ENV?: string } };
