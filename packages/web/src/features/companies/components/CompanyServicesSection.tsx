import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { COMPANY_SERVICE_LABELS, type CompanySettings, STAFF_ONLY_SETTINGS, type SystemType } from '@jobsite/core';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateCompanySettings, type UpdateCompanySettingsBody } from '../api/company';

type FlagKey = (typeof STAFF_ONLY_SETTINGS)[number] | 'two_way_authentication_enabled';
type Flags = Partial<Pick<CompanySettings, FlagKey>>;

const flagsOf = (s: CompanySettings, keys: readonly FlagKey[]): Flags => Object.fromEntries(keys.map((k) => [k, s[k]])) as Flags;

/**
 * One section's switches and its Save: it sends only its own flags that changed, is off until one
 * did, and takes the saved values again only when its own flags change on the server (another
 * section's save leaves its unsaved switches as they are).
 */
function useFlags(settings: CompanySettings, keys: readonly FlagKey[]) {
  const update = useUpdateCompanySettings(settings.company_id);
  const saved = flagsOf(settings, keys);
  const savedKey = JSON.stringify(saved);
  const [flags, setFlags] = useState<Flags>(saved);
  useEffect(() => setFlags(saved), [savedKey]);
  const changed = keys.filter((k) => flags[k] !== settings[k]);
  const save = (done: string) => {
    const body: UpdateCompanySettingsBody = Object.fromEntries(changed.map((k) => [k, flags[k]]));
    update.mutate(body, { onSuccess: () => showSuccessToast(done) });
  };
  const toggle = (key: FlagKey) => (e: ChangeEvent<HTMLInputElement>) => {
    const on = e.currentTarget.checked;
    setFlags((f) => ({ ...f, [key]: on }));
  };
  return { flags, changed, save, toggle, saving: update.isPending };
}

const SIGN_IN_SETTINGS = ['two_way_authentication_enabled'] as const;

/**
 * Staff turn a company's services on and off, and its two-way authentication: what it has
 * bought, which decides the screens and menu entries its users get, and how they sign in. Each
 * has its own Save, which sends only what changed there.
 */
export function CompanyServicesSection({ settings, companyName, systemType }: { settings: CompanySettings; companyName: string; systemType: SystemType }) {
  const services = useFlags(settings, STAFF_ONLY_SETTINGS);
  const signIn = useFlags(settings, SIGN_IN_SETTINGS);

  return (
    <Stack gap="sm" maw={640}>
      <Title order={3}>Services</Title>
      <Text size="sm" c="dimmed">
        {systemType === 'seller'
          ? "A supplier's menu does not depend on these services; they matter once the company buys as a contractor."
          : "Each service brings its screens and menu entries to the company's users, from their next page load."}
      </Text>
      {STAFF_ONLY_SETTINGS.map((key) => (
        <FlagSwitch key={key} label={COMPANY_SERVICE_LABELS[key].label} description={COMPANY_SERVICE_LABELS[key].description} checked={services.flags[key] === true} onChange={services.toggle(key)} />
      ))}
      <Group>
        <Button onClick={() => services.save(`Services saved for ${companyName}`)} loading={services.saving} disabled={services.changed.length === 0}>
          Save services
        </Button>
      </Group>
      <Title order={4} mt="sm">
        Sign-in
      </Title>
      <FlagSwitch
        label="Two-way authentication"
        description="After the password, every user of the company enters a code sent by email or text message."
        checked={signIn.flags.two_way_authentication_enabled === true}
        onChange={signIn.toggle('two_way_authentication_enabled')}
      />
      <Group>
        <Button onClick={() => signIn.save(`Sign-in saved for ${companyName}`)} loading={signIn.saving} disabled={signIn.changed.length === 0}>
          Save sign-in
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
