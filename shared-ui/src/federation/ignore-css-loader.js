// Server builds render markup only: the browser build ships the CSS (and the shell's server links
// or inlines it from the browser build's manifest), so a stylesheet import is an empty module here.
module.exports = function ignoreCss() {
  return 'export {};';
};
