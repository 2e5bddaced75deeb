// Set by the host's webpack config (DefinePlugin) from scripts/build/federation.cjs: each shared
// module's resolved version and the range remotes may use, by share key.
declare const __HOST_SHARED__: Readonly<
  Record<string, { readonly version: string; readonly requiredVersion: string }>
>;
