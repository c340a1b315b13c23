// The standalone harness page of a remote built with externalRuntime: its remoteEntry.js and
// main.js read the federation runtime core from this global, which the shell provides on the real
// page. Built by its own small webpack config (no federation), loaded before the harness's main.js.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
