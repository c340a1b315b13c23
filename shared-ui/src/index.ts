// The contract between the shell and the remotes. Everything an app may use from another lives here.
export * from './types/entities';
export * from './types/api';
export * from './site/siteConfig';
export * from './site/paths';
export * from './site/constants';
export * from './config/runtimeConfig';
export * from './session/sessionSlice';
export * from './overlays/overlaysSlice';
export * from './overlays/overlayActions';
export * from './overlays/hooks';
export * from './api/baseQuery';
export * from './api/baseApi';
export * from './store/createAppStore';
export * from './hooks/usePageTitle';
export * from './hooks/useMediaQuery';
export * from './components/CompanyContactFacts';
