// The device camera reads a parcel label where the browser has BarcodeDetector (Chrome on Android
// and ChromeOS tablets); elsewhere the button is not shown and the scanner or keyboard does it.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@shop/shared/ui';
import { t } from '../../../i18n';
import styles from './goods-in.module.css';

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (o: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | null => (typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector : null);
/** How often the camera's picture is read: often enough to feel instant, not so often as to heat a tablet. */
const READ_EVERY_MS = 250;

export const cameraCanScan = () => detectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

export function CameraScan({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let done = false;
    const detector = new Detector({ formats: ['code_128', 'code_39', 'qr_code', 'data_matrix'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        if (done) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        video.current!.srcObject = s;
        await video.current!.play();
        timer = setInterval(() => {
          detector.detect(video.current!).then(
            (found) => {
              const code = found.map((f) => f.rawValue.trim().toUpperCase()).find((v) => /^WB[0-9A-Z]{8}$/.test(v));
              if (code && !done) onCode(code);
            },
            () => undefined,
          );
        }, READ_EVERY_MS);
      })
      .catch(() => setFailed(true));
    return () => {
      done = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  return (
    <div className={styles.camera}>
      {failed ? (
        <p className={styles.alert} role="alert">
          {t('goodsIn.scan.cameraFailed')}
        </p>
      ) : (
        <video ref={video} muted playsInline aria-label={t('goodsIn.scan.cameraLabel')} />
      )}
      <div>
        <Button variant="secondary" onClick={onClose}>
          {t('goodsIn.scan.cameraStop')}
        </Button>
      </div>
    </div>
  );
}
