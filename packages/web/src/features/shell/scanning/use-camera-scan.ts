import { useEffect, useRef, useState } from 'react';
import { SCAN_CAMERA_SIZE, SCAN_INTERVAL_MS } from '@jobsite/core';

export type CameraState = 'starting' | 'scanning' | 'unavailable' | 'refused' | 'off';

/**
 * Runs the camera into a 400 by 400 preview and tries to read a code every 100 ms (spec
 * section 9); each frame is cropped square, drawn to a canvas and decoded by decodeRgba.
 */
export function useCameraScan(active: boolean, onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    let stream: MediaStream | null = null;
    let timer: number | null = null;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer !== null) window.clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return stop;
    }
    setState('starting');
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then(async (s) => {
        if (stopped) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = s;
        await video.play().catch(() => {});
        setState('scanning');
        const canvas = document.createElement('canvas');
        canvas.width = SCAN_CAMERA_SIZE;
        canvas.height = SCAN_CAMERA_SIZE;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        // The barcode decoder is a quarter of the app's code: it is fetched only when a camera scan starts.
        const { createScanReader, decodeRgba } = await import('./decode');
        if (stopped) return;
        const reader = createScanReader();
        timer = window.setInterval(() => {
          if (!ctx || video.readyState < 2) return;
          const side = Math.min(video.videoWidth, video.videoHeight);
          const sx = (video.videoWidth - side) / 2;
          const sy = (video.videoHeight - side) / 2;
          ctx.drawImage(video, sx, sy, side, side, 0, 0, SCAN_CAMERA_SIZE, SCAN_CAMERA_SIZE);
          const frame = ctx.getImageData(0, 0, SCAN_CAMERA_SIZE, SCAN_CAMERA_SIZE);
          const result = decodeRgba(reader, frame.data, frame.width, frame.height);
          if (result) {
            stop();
            setState('off');
            onCodeRef.current(result.text);
          }
        }, SCAN_INTERVAL_MS);
      })
      .catch((err: Error) => {
        if (!stopped) setState(err?.name === 'NotAllowedError' ? 'refused' : 'unavailable');
      });
    return stop;
  }, [active]);

  return { videoRef, state };
}
