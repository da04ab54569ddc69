/** Business constants of spec point 9, shared by the web app and the server. */

/** How often the web app checks the access token while signed in (spec 9). */
export const TOKEN_CHECK_INTERVAL_MS = 90_000;
/** A token expiring within this window is refreshed (spec 9: 30 minutes). */
export const TOKEN_REFRESH_THRESHOLD_MS = 1_800_000;
/** Lifetime of the token cookie in days (spec 9). */
export const TOKEN_COOKIE_DAYS = 1;

/** Default lifetimes of issued tokens; the server reads overrides from its configuration. */
export const DEFAULT_ACCESS_TOKEN_MINUTES = 60;
export const DEFAULT_REFRESH_TOKEN_HOURS = 24;

/** Toast alerts (spec 4 and 9). */
export const ALERT_TIMEOUT_MS = 5_000;
export const HIGH_PRIORITY_ALERT_MS = 10_000;
/** Submit feedback such as "Request Submit Successfully" is hidden after this (spec 9). */
export const SUBMIT_FEEDBACK_MS = 3_000;

/** Data fetching behaviour (spec 9). */
export const FETCH_DEDUPE_MS = 2_000;
export const FETCH_ERROR_RETRY_MS = 5_000;
export const FETCH_ERROR_RETRY_SLOW_MS = 10_000;
export const FETCH_SLOW_LOAD_MS = 3_000;

/** Map defaults (spec 4 and 9). */
export const MAP_DEFAULT_ZOOM = 6;
export const MAP_LAYERS = ['street', 'satellite'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];
export const MAP_DEFAULT_LAYER: MapLayer = 'street';
/**
 * The base maps a build uses unless told otherwise (`VITE_TILES_STREET` / `VITE_TILES_SATELLITE`, `none` for a plain
 * background): OpenStreetMap's standard tiles (ODbL data, attribution required, light use under the OSM Foundation's tile
 * usage policy) and EOX's Sentinel-2 cloudless 2016 mosaic (CC BY 4.0, attribution required; 10 m imagery, so no tiles
 * past zoom 15, which the map enlarges).
 */
export const DEFAULT_MAP_TILES: Readonly<Record<MapLayer, { url: string; attribution: string; maxzoom: number }>> = {
  street: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxzoom: 19 },
  satellite: {
    url: 'https://tiles.maps.eox.at/wmts/1.0.0/s2cloudless_3857/default/g/{z}/{y}/{x}.jpg',
    attribution: 'Sentinel-2 cloudless by EOX IT Services GmbH (contains modified Copernicus Sentinel data 2016)',
    maxzoom: 15,
  },
};
export const MAP_DEFAULT_DRAW_MODE = 'polygon';
export const MAP_DEFAULT_LEGEND = 'All';
export const DEFAULT_SENSING_INDEX = 'NDVI';

/** Cookies the web app keeps (spec 1 and 9). */
export const COOKIE_LANG = 'lang';
export const COOKIE_MAP_LAYER = 'mapLayer';
export const COOKIE_DIGITS = 'digits';
export const COOKIE_TOKEN = 'token';
/** HttpOnly cookie holding the web session's refresh token, sent only to /api/token/ (refresh and revoke). */
export const COOKIE_REFRESH = 'rayyan_refresh';
export const REFRESH_COOKIE_PATH = '/api/token/';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Digits the web app writes numbers and dates with (profile preference): Western (123) or Arabic-Indic (١٢٣). */
export const DIGIT_SYSTEMS = ['latn', 'arab'] as const;
export type DigitSystem = (typeof DIGIT_SYSTEMS)[number];
export const DEFAULT_DIGIT_SYSTEM: DigitSystem = 'latn';

/** Image optimizer (spec 7 and 9). */
export const IMAGE_QUALITY_DEFAULT = 75;
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export const SALARY_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const CURRENCIES = [
  'USD', 'EGP', 'EUR', 'KWD', 'SAR', 'AED', 'QAR', 'BHD', 'OMR', 'JOD', 'GBP', 'CHF', 'CNY', 'INR', 'PKR', 'SDG', 'MAD', 'TND',
] as const;
export const AGE_BUCKETS = ['under_1', '1_3', '3_6', '6_10', 'over_10'] as const;
export const QUANTITY_UNITS = ['kg', 'gram', 'tablet', 'dozen', 'meter', 'liter', 'packet'] as const;
export const AREA_UNITS = ['m2', 'feddan', 'hectare'] as const;
