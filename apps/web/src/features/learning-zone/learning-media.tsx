import { useState } from 'react';
import { Anchor, AspectRatio, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEARNING_MEDIA_PATH, optimizedImageUrl, videoEmbedUrl } from '@rayyan/contracts';

const WIDTHS = [640, 828, 1080, 1920] as const;

/** An item's image through the image optimizer (srcset of the spec's widths). */
export function LearningImage({ url, alt }: { url: string; alt: string }) {
  return (
    <img
      src={optimizedImageUrl(url, 1080)}
      srcSet={WIDTHS.map((w) => `${optimizedImageUrl(url, w)} ${w}w`).join(', ')}
      sizes="(max-width: 860px) 100vw, 820px"
      alt={alt}
      style={{ width: '100%', height: 'auto', borderRadius: 8 }}
      data-testid="learning-image"
    />
  );
}

/**
 * An item's video: an uploaded file plays in the page; a YouTube or Vimeo link loads its player (and the
 * third party's scripts and cookies) only after the reader asks for it; any other link opens in a new tab.
 */
export function LearningVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('learning');
  const [playing, setPlaying] = useState(false);
  if (url.startsWith(LEARNING_MEDIA_PATH)) {
    return <video src={url} controls preload="metadata" style={{ width: '100%', borderRadius: 8 }} data-testid="learning-video" />;
  }
  const embed = videoEmbedUrl(url);
  if (!embed) {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow" data-testid="learning-video-link">
        {t('watch_video')}
      </Anchor>
    );
  }
  const host = new URL(embed).hostname.includes('vimeo') ? 'Vimeo' : 'YouTube';
  return (
    <AspectRatio ratio={16 / 9} data-testid="learning-video-embed">
      {playing ? (
        <iframe
          src={embed}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0, borderRadius: 8 }}
        />
      ) : (
        <Stack align="center" justify="center" gap="xs" style={{ background: 'var(--mantine-color-dark-6)', borderRadius: 8, color: 'white' }}>
          <Button size="lg" onClick={() => setPlaying(true)} data-testid="learning-video-play">
            {t('play_video', { host })}
          </Button>
          <Text size="xs" c="gray.3" ta="center" px="md">{t('third_party_notice', { host })}</Text>
          <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow" size="xs" c="gray.3">
            {t('open_on', { host })}
          </Anchor>
        </Stack>
      )}
    </AspectRatio>
  );
}
