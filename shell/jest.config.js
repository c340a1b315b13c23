const preset = require('@mfe/shared-ui/jest-preset');

module.exports = {
  ...preset,
  // The shell's dictionaries loaded before each test file, as bootstrap loads the page's before it renders.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/loadMessages.ts'],
};
