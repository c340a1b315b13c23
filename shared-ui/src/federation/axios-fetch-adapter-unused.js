// Stands in for axios/lib/adapters/fetch.js in the apps' builds. Every request goes through the
// XMLHttpRequest adapter (baseQuery.ts asks for it: upload progress needs it), so axios never
// picks its fetch adapter; but axios imports that adapter statically, and it carried about 4 KB
// gzip into every page. getFetch returning false is axios's own "fetch is not available here".
export const getFetch = () => false;
export default false;
