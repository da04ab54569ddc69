import type { ReactNode } from 'react';
import { IMAGE_WIDTHS, optimizedImageUrl } from '@rayyan/contracts/images';

/**
 * Renders a safe subset of Markdown to React elements: headings (##, ###), paragraphs, bullet and
 * numbered lists, **bold**, *italic*, [links](url) and ![images](/path). Nothing is ever inserted as
 * HTML: a `<script>` in the text stays visible text. Links must be http(s), mailto or site paths;
 * images must be site paths and go through the image optimizer with a srcset.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{blocks(source)}</div>;
}

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;
const SAFE_IMAGE = /^\/(?!\/)[A-Za-z0-9/_.-]+$/;
const SRCSET_WIDTHS = IMAGE_WIDTHS.filter((w) => w <= 2048);

function blocks(source: string): ReactNode[] {
  const out: ReactNode[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  let key = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      // Level 1 is the page title; content headings start at h2.
      const level = Math.min(4, Math.max(2, heading[1]!.length));
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4';
      out.push(<Tag key={key++}>{inline(heading[2]!)}</Tag>);
      i++;
      continue;
    }
    if (/^\s*[-*]\s+/.test(line)) {
      const items: string[] = [];
      while (i < lines.length && /^\s*[-*]\s+/.test(lines[i]!)) items.push(lines[i++]!.replace(/^\s*[-*]\s+/, ''));
      out.push(<ul key={key++}>{items.map((item, n) => <li key={n}>{inline(item)}</li>)}</ul>);
      continue;
    }
    if (/^\s*\d+[.)]\s+/.test(line)) {
      const items: string[] = [];
      while (i < lines.length && /^\s*\d+[.)]\s+/.test(lines[i]!)) items.push(lines[i++]!.replace(/^\s*\d+[.)]\s+/, ''));
      out.push(<ol key={key++}>{items.map((item, n) => <li key={n}>{inline(item)}</li>)}</ol>);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !/^(#{1,4}\s|\s*[-*]\s+|\s*\d+[.)]\s+)/.test(lines[i]!)) paragraph.push(lines[i++]!);
    const text = paragraph.join(' ');
    const image = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(text.trim());
    if (image && SAFE_IMAGE.test(image[2]!)) {
      out.push(
        <p key={key++}>
          <img
            src={optimizedImageUrl(image[2]!, 1080)}
            srcSet={SRCSET_WIDTHS.map((w) => `${optimizedImageUrl(image[2]!, w)} ${w}w`).join(', ')}
            sizes="(max-width: 760px) 100vw, 720px"
            alt={image[1]}
            loading="lazy"
            decoding="async"
          />
        </p>,
      );
      continue;
    }
    // A line that is a formula (has "=" and no sentence end) keeps left-to-right order in Arabic text.
    const isFormula = /=/.test(text) && !/[.!?؟]$/.test(text.trim()) && text.length < 90;
    out.push(
      <p key={key++} dir={isFormula ? 'ltr' : undefined}>
        {inline(text)}
      </p>,
    );
  }
  return out;
}

const INLINE = /(\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\))/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[2] !== undefined) out.push(<strong key={key++}>{match[2]}</strong>);
    else if (match[3] !== undefined) out.push(<em key={key++}>{match[3]}</em>);
    else if (match[4] !== undefined && match[5] !== undefined) {
      const url = match[5];
      if (SAFE_LINK.test(url)) {
        const external = /^https?:/i.test(url);
        out.push(
          <a key={key++} href={url} {...(external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {})}>
            {match[4]}
          </a>,
        );
      } else out.push(match[4]);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
