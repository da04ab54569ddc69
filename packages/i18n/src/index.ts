import enErrors from '../locales/en/errors.json';
import arErrors from '../locales/ar/errors.json';
import enMenu from '../locales/en/menu.json';
import arMenu from '../locales/ar/menu.json';
import enCommon from '../locales/en/common.json';
import arCommon from '../locales/ar/common.json';
import enShell from '../locales/en/shell.json';
import arShell from '../locales/ar/shell.json';
import enAuth from '../locales/en/auth.json';
import arAuth from '../locales/ar/auth.json';
import enProfile from '../locales/en/profile.json';
import arProfile from '../locales/ar/profile.json';
import enPages from '../locales/en/pages.json';
import arPages from '../locales/ar/pages.json';
import enCrash from '../locales/en/crash.json';
import arCrash from '../locales/ar/crash.json';
import enToasts from '../locales/en/toasts.json';
import arToasts from '../locales/ar/toasts.json';
import enValidation from '../locales/en/validation.json';
import arValidation from '../locales/ar/validation.json';

/** Namespaced message catalogues; every key exists in both languages (checked by scripts/check-i18n.mjs). */
export const resources = {
  en: {
    errors: enErrors,
    menu: enMenu,
    common: enCommon,
    shell: enShell,
    auth: enAuth,
    profile: enProfile,
    pages: enPages,
    crash: enCrash,
    toasts: enToasts,
    validation: enValidation,
  },
  ar: {
    errors: arErrors,
    menu: arMenu,
    common: arCommon,
    shell: arShell,
    auth: arAuth,
    profile: arProfile,
    pages: arPages,
    crash: arCrash,
    toasts: arToasts,
    validation: arValidation,
  },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
export type Namespace = (typeof namespaces)[number];
