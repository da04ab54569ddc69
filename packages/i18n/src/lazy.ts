/**
 * Namespaces of the public website, the contact form, the learning zone, weather, irrigation, crop settings, trees and pests. They are not part of
 * `resources` (every page of the app would carry the articles); each loads on demand as its own
 * chunk, one language at a time: `loadContentNamespace('ar', 'articles')`.
 */
const loaders = {
  en: {
    site: () => import('../locales/en/site.json'),
    articles: () => import('../locales/en/articles.json'),
    guides: () => import('../locales/en/guides.json'),
    contact: () => import('../locales/en/contact.json'),
    learning: () => import('../locales/en/learning.json'),
    weather: () => import('../locales/en/weather.json'),
    irrigation: () => import('../locales/en/irrigation.json'),
    crops: () => import('../locales/en/crops.json'),
    trees: () => import('../locales/en/trees.json'),
    inventories: () => import('../locales/en/inventories.json'),
    programs: () => import('../locales/en/programs.json'),
    satellite: () => import('../locales/en/satellite.json'),
    pests: () => import('../locales/en/pests.json'),
    sensors: () => import('../locales/en/sensors.json'),
    assets: () => import('../locales/en/assets.json'),
    reports: () => import('../locales/en/reports.json'),
    lab: () => import('../locales/en/lab.json'),
    field: () => import('../locales/en/field.json'),
  },
  ar: {
    site: () => import('../locales/ar/site.json'),
    articles: () => import('../locales/ar/articles.json'),
    guides: () => import('../locales/ar/guides.json'),
    contact: () => import('../locales/ar/contact.json'),
    learning: () => import('../locales/ar/learning.json'),
    weather: () => import('../locales/ar/weather.json'),
    irrigation: () => import('../locales/ar/irrigation.json'),
    crops: () => import('../locales/ar/crops.json'),
    trees: () => import('../locales/ar/trees.json'),
    inventories: () => import('../locales/ar/inventories.json'),
    programs: () => import('../locales/ar/programs.json'),
    satellite: () => import('../locales/ar/satellite.json'),
    pests: () => import('../locales/ar/pests.json'),
    sensors: () => import('../locales/ar/sensors.json'),
    assets: () => import('../locales/ar/assets.json'),
    reports: () => import('../locales/ar/reports.json'),
    lab: () => import('../locales/ar/lab.json'),
    field: () => import('../locales/ar/field.json'),
  },
} as const;

export type ContentLanguage = keyof typeof loaders;
export type ContentNamespace = keyof (typeof loaders)['en'];
export const contentNamespaces = Object.keys(loaders.en) as ContentNamespace[];

/** The messages of one content namespace in one language. */
export async function loadContentNamespace(language: ContentLanguage, namespace: ContentNamespace): Promise<Record<string, unknown>> {
  const module = await loaders[language][namespace]();
  return module.default as Record<string, unknown>;
}
