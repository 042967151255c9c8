import { Alert, Button, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProjectListItem } from '@jobsite/core';
import { activeProjectsOptions } from './ProjectSelect';
import { ResponsiveModal } from './ResponsiveModal';

interface Props {
  opened: boolean;
  title: string;
  onPick: (project: ProjectListItem) => void;
  onClose: () => void;
}

/** Picks one of the caller's company's active jobs (not groups), searched by name or job number on the server. */
export function ProjectPickerDialog({ opened, title, onPick, onClose }: Props) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 250);
  const projects = useQuery({ ...activeProjectsOptions(search), enabled: opened });
  // Groups hold jobs and have no BOM of their own.
  const rows = (projects.data?.results ?? []).filter((p) => !p.is_group);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <TextInput label="Search projects" placeholder="Name or job #" value={text} onChange={(e) => setText(e.currentTarget.value)} data-autofocus />
        {projects.isPending ? (
          <Loader aria-label="Loading" />
        ) : projects.isError ? (
          <Alert color="red" title="Projects could not be loaded">
            <Button variant="light" onClick={() => void projects.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{search ? `No active project matches "${search}".` : 'Your company has no active project yet: create one on the Projects page.'}</Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4} role="list" aria-label="Projects">
              {rows.map((p) => (
                <UnstyledButton key={p.id} role="listitem" onClick={() => onPick(p)} p="xs" style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}>
                  <Text fw={600}>{p.name}</Text>
                  <Text size="xs" c="dimmed">
                    {[p.main_job_num && `Job # ${p.main_job_num}`, p.parent_name && `in ${p.parent_name}`].filter(Boolean).join(' · ') || '\u00a0'}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </ResponsiveModal>
  );
}
