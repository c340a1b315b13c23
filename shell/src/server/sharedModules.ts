// The modules the shell's server renders with, given to the remotes' server containers as their
// shared singletons: one React, one router, one store library and one shared-ui (so one RTK Query
// api whose cache the page's store holds), whichever container's code runs.
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as RouterDom from 'react-router-dom';
import * as ReactRedux from 'react-redux';
import * as Toolkit from '@reduxjs/toolkit';
import * as SharedUi from '@mfe/shared-ui';

/** Versions of the shared packages, from shared-ui's federation config (webpack.server.config.js). */
declare const __SHARED_VERSIONS__: Record<string, string>;

export const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': RouterDom,
  'react-redux': ReactRedux,
  '@reduxjs/toolkit': Toolkit,
  '@mfe/shared-ui': SharedUi,
};

export interface SharedLib {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: true; requiredVersion: false };
}

/** The `shared` option of the server's federation instance. */
export function sharedLibs(): Record<string, SharedLib> {
  return Object.fromEntries(
    Object.entries(MODULES).map(([name, module]) => {
      const version = __SHARED_VERSIONS__[name];
      if (!version) throw new Error(`No version for the shared module ${name}`);
      // The server takes no shared module, it offers its own: no requirement of its own. A server
      // container's requirement (shared-ui's strictVersion range) is checked against `version`; a
      // refusal fails the load, and the page falls back to the client-rendered one.
      return [name, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: false } }];
    }),
  );
}
