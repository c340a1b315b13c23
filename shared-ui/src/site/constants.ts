// Business constants of spec §9, one place each.
export const MOBILE_BREAKPOINT_PX = 960;
export const SNACKBAR_TIMEOUT_MS = 3000;
export const SNACKBAR_OFFSET_PX = 60;
export const MESSAGE_DIALOG_MAX_WIDTH_PX = 400;
export const PRIMARY_COLOR = '#1976D2';
export const ADMIN_PAGE_SIZE = 15;
export const IMAGE_PICKER_PAGE_SIZE = 30;
export const LINKED_RECORDS_PAGE_SIZE = 30;
export const LANDING_ANIMATION_MS = 800;
export const SECTION_SCROLL_DELAY_MS = 100;
export const SUCCESS_TOAST_DELAY_MS = 10;
export const IMAGE_UPLOAD_ACCEPT = '.jpg,.jpeg,.png';
export const PDF_UPLOAD_ACCEPT = '.pdf';
/** A remote that has not loaded by then shows the unavailable panel (the runtime default is ~20 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;
