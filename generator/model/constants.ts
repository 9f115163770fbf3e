// Behavioural constants fixed by the spec (section 9). Templates and client
// widgets both import from here, so each number is written once.
export const MOBILE_BREAKPOINT_PX = 768;
export const MENU_MAX_HEIGHT_VH = 70;
export const MOBILE_BAR_SPACER_PX = 80;
export const MENU_DELAYS_MS = { open: 200, skip: 300, close: 150 } as const;

export const REVIEWS_INITIAL = 12;
export const REVIEWS_STEP = 4;
/** Guides listed on each page of /guides (issue 25: paginated past 12). */
export const GUIDES_PER_PAGE = 12;
/** The newest guides the footer lists, above its link to all of them. */
export const FOOTER_GUIDES = 3;

export const FORM_EMBED_DELAY_MS = 100;
export const FORM_HEIGHT_PX = { desktop: 500, mobile: 600 } as const;
/** Time the estimate form gets to render once it is in view, before the call/e-mail fallback replaces the empty box. */
export const FORM_RENDER_TIMEOUT_MS = 4000;

export const HOME_VIDEO_COUNT = 16;
export const FEATURED_PROJECTS_MAX = 6;
export const LOCATION_CARD_FEATURES_SHOWN = 3;

export const CAROUSEL_DEFAULTS = { duration: 25, dragThreshold: 10, startIndex: 0, loop: false } as const;
export const LIGHTBOX_ENGAGEMENT_MS = 5000;

export const SERVICE_ENGAGEMENT = { scrollPercent: 50, seconds: 30 } as const;
export const UNLOAD_ENGAGEMENT_MIN_SECONDS = 10;

export const GTM_SETTING_NAME = 'GTM_CONTAINER_ID';
export const GTM_PLACEHOLDER = 'GTM-PLACEHOLDER';

/** Analytics event values (spec section 7). */
export const EVENT_VALUES = {
  lead: 500,
  phone_call_click: 750,
  email_click: 300,
  chat: { opened: 50, message_sent: 200, closed: 100, other: 0 },
  gallery: { view: 25, enlarge: 75, navigate: 50, other: 0 },
  conversion: {
    gallery_consultation_click: 600,
    gallery_phone_click: 750,
    schedule_estimate_click: 400,
    phone_click: 750,
    email_click: 300,
  },
} as const;
