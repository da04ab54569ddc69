import enErrors from '../locales/en/errors.json';
import arErrors from '../locales/ar/errors.json';
import enMenu from '../locales/en/menu.json';
import arMenu from '../locales/ar/menu.json';

/** Namespaced message catalogues; every key exists in both languages (checked by scripts/check-i18n.mjs). */
export const resources = {
  en: { errors: enErrors, menu: enMenu },
  ar: { errors: arErrors, menu: arMenu },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
export type Namespace = (typeof namespaces)[number];
