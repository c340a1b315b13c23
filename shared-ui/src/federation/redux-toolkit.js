// What the federation shares as '@reduxjs/toolkit': the names the apps and RTK Query import, and
// nothing else. Shared whole, the package (listener and dynamic middleware, entity adapter, the
// rest of redux) was 9.6 KB gzip on every page; this list lets webpack tree-shake it to 5.5 KB.
// RTK Query (bundled inside the shared-ui share) imports '@reduxjs/toolkit' through the share too,
// so its names are here as well. '@mfe/unshared/@reduxjs/toolkit' is the whole package under a
// name the share key does not match (an alias in webpack-base.js); importing '@reduxjs/toolkit'
// here would consume this module itself. shared.test.ts checks the list against every import.
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from '@mfe/unshared/@reduxjs/toolkit';
