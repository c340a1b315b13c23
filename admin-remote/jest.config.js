const path = require('node:path');
const preset = require('@mfe/shared-ui/jest-preset');

// The shared preset plus the browser APIs antd reads that jsdom lacks.
module.exports = {
  ...preset,
  setupFiles: [...(preset.setupFiles ?? []), path.join(__dirname, 'test/browserShims.ts')],
};
