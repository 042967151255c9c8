import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { COMPANY_SERVICE_LABELS, type CompanySettings, STAFF_ONLY_SETTINGS, type SystemType } from '@jobsite/core';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateCompanySettings, type UpdateCompanySettingsBody } from '../api/company';

type Flags = Pick<CompanySettings, (typeof STAFF_ONLY_SETTINGS)[number] | 'two_way_authentication_enabled'>;
const FLAG_KEYS = [...STAFF_ONLY_SETTINGS, 'two_way_authentication_enabled'] as const;

const flagsOf = (s: CompanySettings): Flags => Object.fromEntries(FLAG_KEYS.map((k) => [k, s[k]])) as Flags;

/**
 * Staff turn a company's services on and off (and its two-way authentication): what it has
 * bought, which decides the screens and menu entries its users get. Only what changed is sent.
 */
export function CompanyServicesSection({ settings, companyName, systemType }: { settings: CompanySettings; companyName: string; systemType: SystemType }) {
  const update = useUpdateCompanySettings(settings.company_id);
  const [flags, setFlags] = useState<Flags>(() => flagsOf(settings));
  useEffect(() => setFlags(flagsOf(settings)), [settings]);
  const changed = FLAG_KEYS.filter((k) => flags[k] !== settings[k]);

  const save = () => {
    const body: UpdateCompanySettingsBody = Object.fromEntries(changed.map((k) => [k, flags[k]]));
    update.mutate(body, { onSuccess: () => showSuccessToast(`Services saved for ${companyName}`) });
  };
  const toggle = (key: (typeof FLAG_KEYS)[number]) => (e: ChangeEvent<HTMLInputElement>) => {
    const on = e.currentTarget.checked;
    setFlags((f) => ({ ...f, [key]: on }));
  };

  return (
    <Stack gap="sm" maw={640}>
      <Title order={3}>Services</Title>
      <Text size="sm" c="dimmed">
        {systemType === 'seller'
          ? "A supplier's menu does not depend on these services; they matter once the company buys as a contractor."
          : "Each service brings its screens and menu entries to the company's users, from their next page load."}
      </Text>
      {STAFF_ONLY_SETTINGS.map((key) => (
        <FlagSwitch key={key} label={COMPANY_SERVICE_LABELS[key].label} description={COMPANY_SERVICE_LABELS[key].description} checked={flags[key]} onChange={toggle(key)} />
      ))}
      <Title order={4} mt="sm">
        Sign-in
      </Title>
      <FlagSwitch
        label="Two-way authentication"
        description="After the password, every user of the company enters a code sent by email or text message."
        checked={flags.two_way_authentication_enabled}
        onChange={toggle('two_way_authentication_enabled')}
      />
      <Group>
        <Button onClick={save} loading={update.isPending} disabled={changed.length === 0}>
          Save services
        </Button>
      </Group>
    </Stack>
  );
}

/** A switch named by its label alone, its description read after it (Mantine's own description would join the name). */
function FlagSwitch({ label, description, checked, onChange }: { label: string; description: string; checked: boolean; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  const descriptionId = useId();
  return (
    <Stack gap={2}>
      <Switch label={label} checked={checked} onChange={onChange} aria-describedby={descriptionId} />
      <Text id={descriptionId} size="xs" c="dimmed" pl={46}>
        {description}
      </Text>
    </Stack>
  );
}
