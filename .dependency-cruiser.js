// Module boundaries (STYLE.md), checked by `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: 'A module imports another module only through its index.ts (its public face).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'composition-through-index',
      comment: 'The app module, CLI and bootstrap see modules only through their index.ts.',
      severity: 'error',
      from: { path: '^src/(cli/|[^/]+\\.ts$)' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-has-no-business',
      comment: 'platform/ is framework glue: it never depends on a business module.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/(modules|cli)/' },
    },
    {
      name: 'libs-are-pure',
      comment: 'libs/ import nothing from Nest, TypeORM or the service.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: ['^src/', '^test/', 'node_modules/(@nestjs/|typeorm/|bull/|pg/)'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist/|\\.spec\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
