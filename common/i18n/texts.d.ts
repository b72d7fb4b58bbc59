// Every section of the catalogue (each texts.ts's default export, blocks' first, in the folders'
// order): a module the build makes (build/block-folders.mjs), as the test runner does.
declare module 'site-widgets:texts' {
  const sections: readonly import('./define-texts').TextSection[];
  export default sections;
}
