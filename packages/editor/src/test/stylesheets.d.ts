// The test setup's font faces are stylesheets that vitest's browser mode loads; TypeScript 7 checks that a
// side-effect import resolves to something it knows (noUncheckedSideEffectImports is on by default there).
declare module '*.css';
