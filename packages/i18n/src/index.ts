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
import enLists from '../locales/en/lists.json';
import arLists from '../locales/ar/lists.json';
import enPeople from '../locales/en/people.json';
import arPeople from '../locales/ar/people.json';
import enSettings from '../locales/en/settings.json';
import enGeo from '../locales/en/geo.json';
import arGeo from '../locales/ar/geo.json';
import arSettings from '../locales/ar/settings.json';
import enRotations from '../locales/en/rotations.json';
import arRotations from '../locales/ar/rotations.json';

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
    lists: enLists,
    people: enPeople,
    settings: enSettings,
    geo: enGeo,
    rotations: enRotations,
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
    lists: arLists,
    people: arPeople,
    settings: arSettings,
    geo: arGeo,
    rotations: arRotations,
  },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
export type Namespace = (typeof namespaces)[number];
export { contentNamespaces, loadContentNamespace, type ContentNamespace, type ContentLanguage } from './lazy';
