import { Accordion, Card, Title } from '@mantine/core';
import type { ShippingForm } from '@jobsite/core';
import { HistoryTimeline } from '../../../components/assets/HistoryTimeline';

/**
 * The change log: who changed what, and when, newest first. Beside the form on a wide screen;
 * on a phone a collapsed section under it.
 */
export function ChangeLogPanel({ form, collapsible }: { form: ShippingForm; collapsible: boolean }) {
  const events = [...form.change_log].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id).map((c) => ({ at: c.at, by: c.user, text: c.text }));
  const timeline = <HistoryTimeline events={events} />;
  if (collapsible) {
    return (
      <Accordion variant="separated" chevronPosition="right">
        <Accordion.Item value="log">
          <Accordion.Control>Change log ({events.length})</Accordion.Control>
          <Accordion.Panel>{timeline}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    );
  }
  return (
    <Card withBorder padding="sm" component="aside" aria-labelledby="change-log-title" tabIndex={0} style={{ position: 'sticky', top: 72, maxHeight: 'calc(100vh - 96px)', overflowY: 'auto' }}>
      <Title order={2} size="h5" id="change-log-title" mb="sm">
        Change log
      </Title>
      {timeline}
    </Card>
  );
}
