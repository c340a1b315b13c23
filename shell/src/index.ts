// An async boundary so the federation runtime can negotiate shared singletons before React loads.
// Named: the shell's server inlines this chunk's CSS (the layouts) into server-rendered pages.
// In the next task: this one evaluated the federation runtime, the negotiation and the chunks'
// requests are another, so that a phone's main thread is not held by both at once.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
