// PGlite's emscripten loader uses import(), which jest's sandbox only allows with
// --experimental-vm-modules. The workers inherit this environment (the root test runner calls
// plain `npx jest`), and workerIdleMemoryLimit keeps jest from running a single file in band.
if (!/--experimental-vm-modules/.test(process.env.NODE_OPTIONS || '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS || ''} --experimental-vm-modules --no-warnings`.trim();
}

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.[tj]sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // light-my-request (app.inject) requires the ESM-only `cookie`: compile it to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
  testTimeout: 60_000,
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
};
