/** Minimal cookie access, injected so the session machine is testable without a browser. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: { days: number }): void;
  remove(name: string): void;
}

/** Cookie jar over `document.cookie`; cookies are site-wide (path=/) and not sent cross-site. */
export function createDocumentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      for (const part of doc.cookie.split(';')) {
        const item = part.trim();
        if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
      }
      return null;
    },
    set(name, value, { days }) {
      const maxAge = Math.round(days * 24 * 60 * 60);
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax${secure}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; SameSite=Lax${secure}`;
    },
  };
}
