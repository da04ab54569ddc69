// The namespaces the signed-in shell renders itself (menu, header, alerts, crash page, API errors), in both
// languages: bundled with the app's entry so its first render is translated. The other namespaces of the
// app load per language with `loadAppNamespaces` (./app-namespaces.ts).
import enErrors from '../locales/en/errors.json';
import arErrors from '../locales/ar/errors.json';
import enMenu from '../locales/en/menu.json';
import arMenu from '../locales/ar/menu.json';
import enCommon from '../locales/en/common.json';
import arCommon from '../locales/ar/common.json';
import enShell from '../locales/en/shell.json';
import arShell from '../locales/ar/shell.json';
import enCrash from '../locales/en/crash.json';
import arCrash from '../locales/ar/crash.json';
import enToasts from '../locales/en/toasts.json';
import arToasts from '../locales/ar/toasts.json';

export const shellResources = {
  en: {
    errors: enErrors,
    menu: enMenu,
    common: enCommon,
    shell: enShell,
    crash: enCrash,
    toasts: enToasts,
  },
  ar: {
    errors: arErrors,
    menu: arMenu,
    common: arCommon,
    shell: arShell,
    crash: arCrash,
    toasts: arToasts,
  },
} as const;

export type ShellNamespace = keyof (typeof shellResources)['en'];
export const shellNamespaces = Object.keys(shellResources.en) as ShellNamespace[];
