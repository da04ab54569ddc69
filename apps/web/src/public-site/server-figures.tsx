import { useEffect, useState } from 'react';
import { publicFetch } from '../app/api/public-fetch';

/** The figures the server wrote into the prerendered page in place of `marker`, read before the first render so hydration keeps them. */
function serverFigures(id: string, marker: string): string {
  if (typeof document === 'undefined') return marker;
  const html = document.getElementById(id)?.innerHTML ?? '';
  return html === marker ? '' : html;
}

/**
 * A public report's figures (the RPW report, the pivot season report): the prerenderer leaves `marker` in the page,
 * the server writes the current figures there, so they are in the HTML before scripts run. Opened by a link inside
 * the app, the page asks the same HTML from `path` (`{ html }`) in the reader's language.
 */
export function ServerFigures({ id, marker, path, lang, loading, className, testId }: { id: string; marker: string; path: `/api/${string}`; lang: 'en' | 'ar'; loading: string; className?: string; testId: string }) {
  const [figures, setFigures] = useState(() => serverFigures(id, marker));
  useEffect(() => {
    if (figures) return;
    const controller = new AbortController();
    publicFetch(`${path}?lang=${lang}` as const, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : null))
      .then((answer) => answer && setFigures(answer.html))
      .catch(() => undefined);
    return () => controller.abort();
  }, [figures, lang, path]);
  return (
    <>
      {!figures && <p>{loading}</p>}
      <section id={id} className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: figures }} suppressHydrationWarning />
    </>
  );
}
