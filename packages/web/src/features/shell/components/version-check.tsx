import { Button, Dialog, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { versionQuery } from '../api/version';

/** The version this page loaded with: the first one it hears of, kept for the life of the page. */
let loadedVersion: string | null = null;
const watchers = new Set<() => void>();

export function observeVersion(version: string): void {
  if (loadedVersion === null) loadedVersion = version;
  else if (version !== loadedVersion) watchers.forEach((w) => w());
}

/** For tests: forget the version the page loaded with. */
export function resetLoadedVersion(): void {
  loadedVersion = null;
}

/** Software version check (spec section 9): a new deployment, pushed or polled, prompts a reload. */
export function VersionCheck() {
  const [outdated, setOutdated] = useState(false);
  const { data } = useQuery(versionQuery());
  useEffect(() => {
    const w = () => setOutdated(true);
    watchers.add(w);
    return () => void watchers.delete(w);
  }, []);
  useEffect(() => {
    if (data) observeVersion(data.version);
  }, [data]);
  useRealtimeEvents((e) => {
    if (e.type === 'version') observeVersion(e.version);
  });

  return (
    <Dialog opened={outdated} withBorder position={{ bottom: 20, left: 20 }} size="lg" role="alertdialog" aria-label="Update available">
      <Text size="sm" fw={500} mb="xs">
        A new version of Jobsite Supply is available.
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Reload to get the latest changes. Anything you have not saved on this page will be lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" size="xs" onClick={() => setOutdated(false)}>
          Later
        </Button>
        <Button size="xs" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Group>
    </Dialog>
  );
}
