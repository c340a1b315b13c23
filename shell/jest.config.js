module.exports = require('@mfe/shared-ui/jest-preset');
