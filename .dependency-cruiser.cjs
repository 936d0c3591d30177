// Import cycles are refused in the server, the web app and the domain package (issue 28, docs/decisions/062-module-layers.md).
// `npm run lint` runs this before eslint: dependency-cruiser reads both trees in a few seconds, and with
// tsPreCompilationDeps it sees type-only imports as well, which tie modules together just as much
// (eslint-plugin-import-x's no-cycle skips them). The module layers themselves are eslint's (boundaries.config.js).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'An import cycle: move what both sides need down (lib/, the domain package, the module that owns it) ' +
        'or what spans them up (flows/); see docs/architecture.md.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    // Type-only imports count: they are edges of the graph like any other.
    tsPreCompilationDeps: true,
    // Imports are written without extensions; @shop/domain resolves through its package.json exports.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
};
