declare module '*.css';

/** Webpack's run-time public path ('/' for the shell): runtime-config.json sits beside index.html. */
declare let __webpack_public_path__: string;
