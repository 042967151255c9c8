import { Alert, Box, Button, Card, Center, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCameraOff, IconScan } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SCAN_CAMERA_SIZE, type ScanMatch, scanResolveBody } from '@jobsite/core';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { useResolveScan } from '../api/resolve-scan';
import { type CameraState, useCameraScan } from '../scanning/use-camera-scan';

const cameraText: Partial<Record<CameraState, string>> = {
  unavailable: 'No camera is available here. Type the code instead.',
  refused: 'Camera access was refused. Allow it in your browser settings, or type the code instead.',
};

/**
 * Scan code / barcode search (spec sections 2, 5, 9): a camera preview that reads QR codes
 * and barcodes, or manual entry. The server says what the code identifies; a match with a
 * link opens it.
 */
export function ScanDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [useCamera, setUseCamera] = useState(true);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [match, setMatch] = useState<ScanMatch | null>(null);
  const resolve = useResolveScan();
  const navigate = useNavigate();

  const lookUp = (value: string) => {
    // empty or too long, in the words the server would answer
    const checked = scanResolveBody.shape.code.safeParse(value);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(null);
    setMatch(null);
    resolve.mutate(checked.data, {
      onSuccess: (found) => {
        if (found.link) {
          onClose();
          void navigate(found.link);
        } else setMatch(found);
      },
    });
  };
  const camera = useCameraScan(opened && useCamera && !match, (text) => {
    setCode(text);
    lookUp(text);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    lookUp(code);
  };
  const close = () => {
    setCode('');
    setError(null);
    setMatch(null);
    onClose();
  };

  return (
    <ResponsiveModal opened={opened} onClose={close} title="Scan code / barcode search" size="md">
      <Stack>
        <Switch label="Use camera" checked={useCamera} onChange={(e) => setUseCamera(e.currentTarget.checked)} />
        {useCamera && !match && (
          <Center>
            <Box pos="relative" w="100%" maw={SCAN_CAMERA_SIZE} style={{ aspectRatio: '1 / 1', background: 'var(--mantine-color-dark-7)', borderRadius: 8, overflow: 'hidden' }}>
              <video ref={camera.videoRef} muted playsInline aria-label="Camera preview" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              {camera.state === 'starting' && (
                <Center pos="absolute" inset={0}>
                  <Loader color="white" />
                </Center>
              )}
              {cameraText[camera.state] && (
                <Center pos="absolute" inset={0} p="md">
                  <Stack align="center" gap="xs">
                    <IconCameraOff color="white" />
                    <Text c="white" ta="center" size="sm">
                      {cameraText[camera.state]}
                    </Text>
                  </Stack>
                </Center>
              )}
            </Box>
          </Center>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Barcode value"
              placeholder="Type or scan a code"
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <ThrottledButton type="submit" loading={resolve.isPending} leftSection={<IconScan size={16} />}>
              Search
            </ThrottledButton>
          </Group>
        </form>
        {match && (
          <Card withBorder>
            <Text size="xs" c="dimmed" tt="uppercase">
              {match.kind.replaceAll('_', ' ')}
            </Text>
            <Text fw={500}>{match.label}</Text>
          </Card>
        )}
        {resolve.isError && !match && (
          <Alert color="gray" variant="light">
            Try another code, or check that you are working for the company the label belongs to.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
