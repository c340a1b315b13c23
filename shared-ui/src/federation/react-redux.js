// What the federation shares as 'react-redux': the names the apps and RTK Query's React hooks
// import (connect() and the hook factories stay out). Same pattern and same check as
// ./redux-toolkit.js.
export { batch, Provider, ReactReduxContext, shallowEqual, useDispatch, useSelector, useStore } from '@mfe/unshared/react-redux';
