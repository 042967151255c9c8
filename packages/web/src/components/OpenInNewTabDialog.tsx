import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { copyToClipboard } from '../lib/copy';
import { ResponsiveModal } from './ResponsiveModal';

/**
 * Open in new tab (spec section 2): offers to open a page in a new tab, or copy its link
 * (e.g. a shipping form, whose share link is host plus its path).
 */
/** `toastMs`: how long the "Link copied!" note stays (shipping screens use a 3000 ms snackbar). */
export function OpenInNewTabDialog(props: { opened: boolean; onClose: () => void; title: string; path: string; description?: string; toastMs?: number }) {
  const url = new URL(props.path, window.location.origin).toString();
  return (
    <ResponsiveModal opened={props.opened} onClose={props.onClose} title={props.title} size="md">
      <Stack>
        {props.description && <Text>{props.description}</Text>}
        <Anchor href={url} target="_blank" rel="noopener" style={{ wordBreak: 'break-all' }}>
          {url}
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void copyToClipboard(url, 'link', props.toastMs)}>
            Copy link
          </Button>
          <Button component="a" href={url} target="_blank" rel="noopener" onClick={props.onClose}>
            Open in new tab
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
