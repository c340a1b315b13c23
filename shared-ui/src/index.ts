// The contract between the shell and the remotes. Everything an app may use from another lives here.
export * from './types/entities';
export * from './types/api';
export * from './site/siteConfig';
export * from './site/paths';
export * from './site/preview';
export * from './site/constants';
export * from './i18n/locales';
export * from './i18n/localeSlice';
export * from './i18n/localeChoice';
export * from './i18n/formatting';
export * from './i18n/messageCatalogue';
export * from './config/runtimeConfig';
export * from './config/imageSources';
export * from './session/sessionSlice';
export * from './hooks/useLogout';
export * from './hooks/useNewInquiryCount';
export * from './navigation/leaveGuard';
export * from './overlays/overlaysSlice';
export * from './overlays/overlayActions';
export * from './overlays/hooks';
export * from './api/baseQuery';
export * from './api/baseApi';
export * from './api/searchApi';
export * from './api/siteSettingsApi';
// Only the type and helpers: the defaults are the API's seed, not something every page downloads.
export {
  phoneDigits,
  settingText,
  type TranslatedSetting,
  type SiteSettings,
  type HistoryEntry,
  type ServiceSection,
} from '@mfe/catalogue-core/site-settings';
export * from './store/createAppStore';
export * from './hooks/usePageTitle';
export * from './hooks/useMediaQuery';
export * from './components/CompanyContactFacts';
export * from './ssr/serverPage';
export * from './ssr/handover';
