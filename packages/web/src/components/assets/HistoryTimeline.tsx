import { Text, Timeline } from '@mantine/core';
import { localMoment } from '../../lib/dates';

/** Who did what and when, oldest first: an item's or a request's history. */
export function HistoryTimeline({ events }: { events: { at: string; by: string; text: string }[] }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing recorded yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={10} lineWidth={2}>
      {events.map((h, n) => (
        <Timeline.Item key={n} title={<Text size="sm">{h.text}</Text>}>
          <Text size="xs" c="dimmed">
            {h.by} · {localMoment(h.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
