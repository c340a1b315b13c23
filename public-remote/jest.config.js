const preset = require('@mfe/shared-ui/jest-preset');

module.exports = {
  ...preset,
  // jsdom lacks the scrolling APIs the landing page calls; stub them so tests can spy on them.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setupJsdom.ts'],
};
