// The runtime part of every block folder (each blocks/NAME/runtime.ts's default export, in the
// folders' order): a module the build makes (build/block-folders.mjs), as the test runner does.
declare module 'site-widgets:block-runtimes' {
  const blockRuntimes: readonly import('./block-runtime').BlockRuntime[];
  export default blockRuntimes;
}
