import { nextTask } from './startup/nextTask';

// An async boundary so the federation runtime can negotiate shared singletons before React loads.
// In the next task: this one evaluated the federation runtime, the negotiation and the chunks'
// requests are another, so that a phone's main thread is not held by both at once.
//
// The shared packages are evaluated in tasks of their own, one after another, instead of all of
// them and the shell's code in the task of the last chunk to arrive (a module is evaluated when its
// import() resolves): React DOM with React first (the largest), then the router, the store's
// libraries and the contract (shared-ui), then the shell's own code (bootstrap, named: the shell's
// server inlines this chunk's CSS, the layouts, into server-rendered pages). Every page the shell's
// server sends preloads these chunks (server/shellBuild.ts), so they are not fetched one after
// another.
setTimeout(() => void startUp(), 0);

async function startUp() {
  await import('react-dom/client');
  await nextTask();
  await Promise.all([import('react-router-dom'), import('react-redux'), import('@reduxjs/toolkit')]);
  await nextTask();
  // RTK Query (bundled with shared-ui, not shared) in a task of its own, before shared-ui creates its
  // API with it; webpackExports: the one export shared-ui uses, so no other is bundled.
  await import(/* webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await import('@mfe/shared-ui');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}
