import type { BuildEnvironmentOptions } from 'vite';

/**
 * The published build of a workspace package (issue 20): ES modules, one output file per source module
 * (preserveModules) under `dist/`, with source maps, so a consumer's bundler keeps only what it imports. Every
 * bare import stays an import for the consumer to resolve. Declarations come from each package's
 * `tsc -p tsconfig.build.json`. `entry` maps output names to absolute source paths; `srcRoot` is the package's `src/`.
 */
export function libraryBuild(entry: Record<string, string>, srcRoot: string): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    copyPublicDir: false,
    lib: { entry, formats: ['es'] },
    rollupOptions: {
      external: (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: srcRoot,
        entryFileNames: '[name].js',
      },
    },
  };
}
