import { Badge, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROJECT_SEARCH_MIN_LENGTH } from '@jobsite/core';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { accessSearchOptions } from '../api/search-projects';
import { useSendAccessRequest } from '../api/send-access-request';
import { LoadError } from '../../../components/LoadError';

/** Request project access: find a project of your company (more than 2 characters) and ask its owners. */
export function RequestAccessDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const results = useQuery(accessSearchOptions(debounced));
  const send = useSendAccessRequest();
  const [sent, setSent] = useState<Set<number>>(new Set());
  const close = () => {
    setText('');
    setSent(new Set());
    onClose();
  };
  const ask = (id: number) =>
    send.mutate(id, {
      onSuccess: (answer) => {
        showSuccessToast(answer.detail);
        setSent((s) => new Set(s).add(id));
      },
    });
  const tooShort = debounced.length < PROJECT_SEARCH_MIN_LENGTH;
  return (
    <Modal opened={opened} onClose={close} title="Request project access" size="lg">
      <Stack>
        <TextInput
          label="Find a project"
          placeholder="Project name or job #"
          description={`Type at least ${PROJECT_SEARCH_MIN_LENGTH} characters`}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        {tooShort ? null : results.isError ? (
          <LoadError title="Projects could not be searched" query={results} />
        ) : results.isLoading ? (
          <Loader size="sm" />
        ) : results.data?.results.length === 0 ? (
          <Text c="dimmed">No project matches.</Text>
        ) : (
          <Stack gap="xs" role="list" aria-label="Matching projects">
            {results.data?.results.map((p) => (
              <Group key={p.id} justify="space-between" role="listitem" wrap="nowrap">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{p.name}</Text>
                  <Text size="xs" c="dimmed">
                    {[p.main_job_num && `Job # ${p.main_job_num}`, p.parent_name && `in ${p.parent_name}`, p.owner_names.length ? `Owners: ${p.owner_names.join(', ')}` : 'No owners yet']
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                {p.is_owner ? (
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    You are an owner
                  </Badge>
                ) : sent.has(p.id) ? (
                  <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                    Request sent
                  </Badge>
                ) : (
                  <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={() => ask(p.id)} loading={send.isPending && send.variables === p.id} aria-label={`Request access to ${p.name}`}>
                    Request access
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
