// CSS imported by a chunk's code (for its side effects): esbuild emits it as the chunk's stylesheet.
declare module '*.css';
