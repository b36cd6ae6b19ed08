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
      name: 'rendering-on-top',
      comment:
        'rendering sits above designs: it runs the render job on what designs exports; no module depends on it (only the composition root does).',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: '^src/modules/rendering/' },
      to: { path: '^src/modules/rendering/' },
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
      name: 'not-to-dev-dep',
      comment: 'Shipped code never loads a devDependency: the production image prunes them (npm prune --omit=dev).',
      severity: 'error',
      from: { path: '^(src|libs)/', pathNot: '^libs/[^/]+/(testing/|render/render-matrix\\.ts$)' },
      to: { dependencyTypes: ['npm-dev'], pathNot: 'node_modules/@types/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (an undeclared package works only until the next clean install).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-undeclared',
      comment: 'A package used by shipped code is declared in package.json, not only present as a transitive install.',
      severity: 'error',
      from: { path: '^(src|libs)/', pathNot: '^libs/[^/]+/(testing/|render/render-matrix\\.ts$)' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-orphans',
      comment:
        'A file nothing imports is dead code (entry points, migrations, declaration files and the data of specs in testing/ aside).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          '^libs/[^/]+/testing/',
          '(^|/)main\\.ts$',
          '^src/platform/database/data-source\\.ts$',
          '\\.(worker|thread)\\.ts$',
          // read by scripts/build-imagery-index.ts (scripts/ is not cruised) when it writes the index
          '^libs/design-engine/imagery/subject-only\\.ts$',
        ],
      },
      to: {},
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
