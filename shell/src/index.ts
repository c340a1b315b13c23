// An async boundary so the federation runtime can negotiate shared singletons before React loads.
// Named: the shell's server inlines this chunk's CSS (the layouts) into server-rendered pages.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
