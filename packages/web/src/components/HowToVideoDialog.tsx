import { Stack, Text } from '@mantine/core';
import type { HowToVideo } from '@jobsite/core';
import { ResponsiveModal } from './ResponsiveModal';


/** How-to video (spec section 2): plays a short help video in a dialog. */
export function HowToVideoDialog(props: { opened: boolean; onClose: () => void; video: HowToVideo | null }) {
  return (
    <ResponsiveModal opened={props.opened} onClose={props.onClose} title={props.video?.title ?? 'How-to video'} size="xl">
      {props.video && (
        <Stack>
          {props.video.description && <Text>{props.video.description}</Text>}
          <video src={props.video.src} controls style={{ width: '100%', maxHeight: '70vh', background: '#000' }} aria-label={props.video.title} />
        </Stack>
      )}
    </ResponsiveModal>
  );
}
