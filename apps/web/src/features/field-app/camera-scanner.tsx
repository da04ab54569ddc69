import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why the camera cannot scan: not allowed, none there, failed to start, or the decoder did not load. */
export type CameraProblem = 'denied' | 'none' | 'failed' | 'decoder_failed';

/** The getUserMedia refusal as a problem the screen can explain. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'none';
  return 'failed';
}

/** The widest frame handed to the decoder (a label fills a good part of the view; smaller frames decode faster). */
const MAX_WIDTH = 800;
const EVERY_MS = 200;

/**
 * The camera's view, read a few times a second by the QR decoder (loaded with this component, its WebAssembly
 * from our own origin). Hands the first text it reads to `onText` and stops; stops the camera when closed.
 */
export default function CameraScanner({ onText, onProblem, onClose }: { onText: (text: string) => void; onProblem: (problem: CameraProblem) => void; onClose: () => void }) {
  const { t } = useTranslation('field');
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onText, onProblem });
  handlers.current = { onText, onProblem };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return handlers.current.onProblem('none');
      const decoder = import('./qr-decoder.browser');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) handlers.current.onProblem(cameraProblemOf(error));
        return;
      }
      if (stopped) return stop();
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let decodeQr: (typeof import('./qr-decoder'))['decodeQr'];
      try {
        ({ decodeQr } = await decoder);
      } catch {
        stop();
        return handlers.current.onProblem('decoder_failed');
      }
      const look = async () => {
        if (stopped) return;
        if (element.readyState >= 2 && element.videoWidth > 0 && context) {
          const scale = Math.min(1, MAX_WIDTH / element.videoWidth);
          canvas.width = Math.round(element.videoWidth * scale);
          canvas.height = Math.round(element.videoHeight * scale);
          context.drawImage(element, 0, 0, canvas.width, canvas.height);
          const text = await decodeQr(context.getImageData(0, 0, canvas.width, canvas.height)).catch(() => null);
          if (text && !stopped) {
            stop();
            return handlers.current.onText(text);
          }
        }
        timer = setTimeout(() => void look(), EVERY_MS);
      };
      void look();
    })();
    return stop;
  }, []);

  return (
    <Stack gap="xs" data-testid="field-scanner">
      <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 8, objectFit: 'cover' }} aria-label={t('camera.looking')} />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('camera.looking')}</Text>
        <Button variant="default" onClick={onClose} data-testid="field-scanner-stop">
          {t('camera.stop')}
        </Button>
      </Group>
    </Stack>
  );
}
