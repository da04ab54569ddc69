import { useQuery } from '@tanstack/react-query';
import { LEARNING_MEDIA_PATH, learningZoneEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useObjectUrl } from '../../app/ui/use-object-url';

/** Whether `url` is an uploaded medium of an unpublished item: the server serves those only to a super admin's token. */
export const isDraftMedium = (url: string, published: boolean) => !published && url.startsWith(LEARNING_MEDIA_PATH);

/**
 * A draft's uploaded image or video for the super admin previewing it: fetched with the session's token
 * (an <img> or <video> address would be refused, since drafts' media are not public) and shown from memory.
 */
export function DraftMedium({ url, kind, label }: { url: string; kind: 'image' | 'video'; label: string }) {
  const api = useApi();
  const medium = useQuery({
    queryKey: ['learning-zone', 'draft-medium', url],
    queryFn: ({ signal }) => callEndpoint(api, learningZoneEndpoints.media, { params: { name: decodeURIComponent(url.slice(LEARNING_MEDIA_PATH.length)) }, signal }),
  });
  const src = useObjectUrl(medium.data);
  if (!src) return null;
  return kind === 'image' ? (
    <img src={src} alt={label} style={{ width: '100%', height: 'auto', borderRadius: 8 }} data-testid="learning-image" />
  ) : (
    <video src={src} controls preload="metadata" aria-label={label} style={{ width: '100%', borderRadius: 8 }} data-testid="learning-video" />
  );
}
