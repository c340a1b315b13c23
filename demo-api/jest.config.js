const preset = require('@mfe/shared-ui/jest-preset');

module.exports = {
  ...preset,
  // The adapter runs in the browser, but needs nothing from the DOM: Node's fetch-era globals
  // (FormData, Blob, crypto, btoa) are the same APIs, and node runs the suite faster.
  testEnvironment: 'node',
};
