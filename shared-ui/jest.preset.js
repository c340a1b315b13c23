// Jest settings every front-end package uses: jsdom, TypeScript/TSX through swc, CSS ignored,
// jest-dom matchers. A package's jest.config.js is `module.exports = require('@mfe/shared-ui/jest-preset')`.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'test/styleStub.js'),
    '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'test/fileStub.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'test/setupTests.ts')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
