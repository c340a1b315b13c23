'use strict';
// What every HTTP server of the site shares (the shell's, the remotes', and the API's guard).
module.exports = {
  ...require('./connectionGuard'),
  ...require('./requestTarget'),
  ...require('./frontServer'),
  ...require('./distFiles'),
  ...require('./byteLru'),
  ...require('./staticSite'),
};
