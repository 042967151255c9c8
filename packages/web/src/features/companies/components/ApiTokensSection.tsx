import { Alert, Badge, Button, Code, CopyButton, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiToken, ApiTokenScope, CreatedApiToken } from '@jobsite/core';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { EditDialog } from '../../../components/EditDialog';
import { handleApiError } from '../../../lib/handle-api-error';
import { useCreateApiToken } from '../api/create-api-token';
import { resources, usePagedList } from '../api/resources';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { pagedTable } from './LoadMore';
import { localMoment } from '../../../lib/dates';

const when = (iso: string | null) => (iso ? localMoment(iso) : 'Never');

const columns: DataColumn<ApiToken>[] = [
  { key: 'name', header: 'Name', render: (t) => t.name },
  {
    key: 'key',
    header: 'Key',
    render: (t) => (
      <Code>
        {t.prefix}…{t.last4}
      </Code>
    ),
  },
  { key: 'scope', header: 'Access', render: (t) => (t.scope === 'read_write' ? 'Read and write' : 'Read only') },
  { key: 'created_by', header: 'Created by', render: (t) => t.created_by_name },
  { key: 'created_at', header: 'Created', render: (t) => when(t.created_at) },
  { key: 'last_used_at', header: 'Last used', render: (t) => when(t.last_used_at) },
];

/** API tokens for integrations: create (the key shows once, to copy), list, revoke. */
export function ApiTokensSection() {
  const list = usePagedList<ApiToken>(resources.apiTokens);
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [naming, setNaming] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const form = useForm<{ name: string; scope: ApiTokenScope }>({ initialValues: { name: '', scope: 'read_only' } });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (token) => {
        setNaming(false);
        form.reset();
        setCreated(token);
      },
      onError: (err) => handleApiError(err, { form }),
    }),
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>API tokens</Title>
        <Button onClick={() => setNaming(true)}>Create API token</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Integrations send <Code>Authorization: Token &lt;key&gt;</Code>. A token acts as the person who created it, for this company, and can only read unless it
        was made read and write. No token can manage tokens, passwords, emails or two-way authentication. Changing your password revokes your tokens.
      </Text>
      <DataTable
        label="API tokens"
        {...pagedTable(list)}
        columns={columns}
        getRowId={(t) => t.id}
        rowActions={(t) =>
          t.revoked_at ? (
            <Badge color="gray">Revoked</Badge>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={() => setRevoking(t)}>
              Revoke
            </Button>
          )
        }
        empty="No API tokens yet. Create API token to let another system (an accounting or estimating tool) read or write your company's data."
      />

      <EditDialog opened={naming} onClose={() => setNaming(false)} title="New API token" onSubmit={submit} saving={create.isPending} saveLabel="Create token">
        <TextInput label="Token name" description="What the token is for, e.g. ERP sync" required data-autofocus {...form.getInputProps('name')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="token-access-label">
            Access
          </Text>
          <SegmentedControl
            aria-labelledby="token-access-label"
            data={[
              { value: 'read_only', label: 'Read only' },
              { value: 'read_write', label: 'Read and write' },
            ]}
            {...form.getInputProps('scope')}
          />
        </Stack>
      </EditDialog>

      <Modal opened={created !== null} onClose={() => setCreated(null)} title="Copy your API key" closeOnClickOutside={false}>
        {created && (
          <Stack>
            <Alert color="yellow">This key is shown only once. Copy it now and keep it somewhere safe.</Alert>
            <Code block aria-label="API key">
              {created.key}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                    {copied ? 'Copied' : 'Copy key'}
                  </Button>
                )}
              </CopyButton>
              <Button variant="default" onClick={() => setCreated(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Revoke API token">
        <Stack>
          <Text>Integrations using “{revoking?.name}” will stop working at once.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}>
              Revoke
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
