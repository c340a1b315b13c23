const path = require('node:path');
const preset = require('@mfe/shared-ui/jest-preset');

// The shared preset, plus what antd needs under jest: the browser APIs jsdom lacks, and the ESM-only
// helper packages of @ant-design/icons compiled to CommonJS like our own code.
module.exports = {
  ...preset,
  setupFiles: [...(preset.setupFiles ?? []), path.join(__dirname, 'test/browserShims.ts')],
  transform: { ...preset.transform, '^.+\\.m?js$': preset.transform['^.+\\.[jt]sx?$'] },
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), path.join(__dirname, 'test/testingLibrary.ts')],
  testTimeout: 30000,
  restoreMocks: true,
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|@babel/runtime/helpers/esm)/)'],
};
