import { Button, Center, Group, Image, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ResponsiveModal } from './ResponsiveModal';

/**
 * Image attachment preview with download (spec section 2). `downloadUrl`: where Download
 * points when the shown link does not force a download itself.
 */
export function ImagePreviewDialog(props: { opened: boolean; onClose: () => void; name: string; url: string; downloadUrl?: string }) {
  return (
    <ResponsiveModal opened={props.opened} onClose={props.onClose} title={props.name} size="xl">
      <Stack>
        <Center>
          <Image src={props.url} alt={props.name} fit="contain" mah="70vh" />
        </Center>
        <Group justify="flex-end">
          <Button component="a" href={props.downloadUrl ?? props.url} download={props.name} leftSection={<IconDownload size={16} />}>
            Download
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
