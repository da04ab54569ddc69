import enArticles from '@rayyan/i18n/locales/en/articles.json';
import arArticles from '@rayyan/i18n/locales/ar/articles.json';
import enGuides from '@rayyan/i18n/locales/en/guides.json';
import arGuides from '@rayyan/i18n/locales/ar/guides.json';
import type { LearningCategory } from '@rayyan/contracts';
import type { Db } from './database';
import { learningItems, type NewLearningItemRow } from './public-site.schema';

/** First paragraph of a Markdown text, as a summary. */
const firstParagraph = (markdown: string) => markdown.split(/\n\s*\n/)[0]!.replace(/[*_#]/g, '').trim().slice(0, 590);

const ALFALFA_GUIDES = ['plantation', 'irrigation', 'fertilization', 'insect_diseases', 'service'] as const;

/** The public site's articles and alfalfa guides, as learning-zone items (same text as the public pages). */
export function publicLearningItems(): NewLearningItemRow[] {
  const articles = Object.entries(enArticles).map(([key, en]) => {
    const ar = arArticles[key as keyof typeof arArticles];
    return {
      slug: en.slug,
      kind: 'article' as const,
      category: en.category as LearningCategory,
      titleEn: en.title,
      titleAr: ar.title,
      summaryEn: en.summary,
      summaryAr: ar.summary,
      bodyEn: en.body,
      bodyAr: ar.body,
    };
  });
  const guides = ALFALFA_GUIDES.map((key) => ({
    slug: `alfalfa-${key.replace('_', '-')}`,
    kind: 'article' as const,
    category: 'alfalfa' as const,
    titleEn: enGuides[key].title,
    titleAr: arGuides[key].title,
    summaryEn: firstParagraph(enGuides[key].body),
    summaryAr: firstParagraph(arGuides[key].body),
    bodyEn: enGuides[key].body,
    bodyAr: arGuides[key].body,
  }));
  return [...articles, ...guides];
}

/**
 * Seeds the learning zone with the public articles so it is never empty. Idempotent: items are keyed
 * by slug and existing ones (perhaps edited by a super admin) are left as they are.
 */
export async function seedLearningZone(db: Db): Promise<number> {
  const rows = await db.insert(learningItems).values(publicLearningItems()).onConflictDoNothing({ target: learningItems.slug }).returning({ id: learningItems.id });
  return rows.length;
}
