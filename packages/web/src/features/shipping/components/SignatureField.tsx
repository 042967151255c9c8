import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

export interface SignatureHandle {
  isEmpty(): boolean;
  /** The drawing as a PNG; null when nothing is drawn. */
  toBlob(): Promise<Blob | null>;
  /** Changes with every stroke and clear: an unchanged version is the same signature. */
  version(): number;
}

/**
 * The receiver's signature, drawn with a finger, pen or mouse on a canvas (signature_pad).
 * The canvas is sized to its box and the screen's pixel ratio, and redrawn when that changes.
 */
export function SignatureField({ ref, label = 'Signature' }: { ref: Ref<SignatureHandle>; label?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const versionRef = useRef(0);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canvas.getContext?.('2d')) return; // no canvas (tests without one)
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)', penColor: 'rgb(20,20,40)' });
    padRef.current = pad;
    const onStroke = () => {
      versionRef.current++;
      setEmpty(pad.isEmpty());
    };
    pad.addEventListener('endStroke', onStroke);
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    version: () => versionRef.current,
    toBlob: () =>
      new Promise<Blob | null>((resolve) => {
        const canvas = canvasRef.current;
        if (!canvas || !padRef.current || padRef.current.isEmpty()) return resolve(null);
        canvas.toBlob((b) => resolve(b), 'image/png');
      }),
  }));

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={empty}
          onClick={() => {
            padRef.current?.clear();
            versionRef.current++;
            setEmpty(true);
          }}
        >
          Clear signature
        </Button>
      </Group>
      <Box style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, background: '#fff' }}>
        <canvas ref={canvasRef} role="img" aria-label={`${label} pad: sign here`} style={{ width: '100%', height: 160, display: 'block', touchAction: 'none' }} />
      </Box>
      <Text size="xs" c="dimmed">
        {empty ? 'Sign with a finger or the mouse.' : 'Signed.'}
      </Text>
    </Stack>
  );
}
