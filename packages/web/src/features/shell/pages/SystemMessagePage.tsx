import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/handle-api-error';

/** add_owner: a link in an email adds a user (value) as owner of a project (id). */
const addOwner = (projectId: string, ownerId: string) => api(`projects/${projectId}/add_owner/`, { method: 'POST', body: { owner_id: Number(ownerId) } });

/**
 * System message screen (spec section 2; params action, id, value, message): carries out the
 * action an email link asked for, then shows the message.
 */
export function SystemMessagePage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  const id = params.get('id') ?? '';
  const value = params.get('value') ?? '';
  const message = params.get('message');
  const valid = action === 'add_owner' && /^\d+$/.test(id) && /^\d+$/.test(value);
  const run = useMutation({ mutationFn: () => addOwner(id, value), onSuccess: () => showSuccessToast(messages.ownerAdded) });
  const started = useRef(false);
  useEffect(() => {
    if (valid && !started.current) {
      started.current = true;
      run.mutate();
    }
  }, [valid, run]);

  return (
    <Center mih="50vh" p="md">
      <Stack align="center" maw={560}>
        <Title order={2}>Message</Title>
        {!valid ? (
          <Alert color="red">This link is not complete. Open it again from the email you received.</Alert>
        ) : run.isPending ? (
          <Loader />
        ) : run.isSuccess ? (
          <Alert color="green" title={messages.ownerAdded}>
            {message || 'The owner was added to the project.'}
          </Alert>
        ) : run.isError ? (
          <Alert color="red">The owner could not be added.</Alert>
        ) : null}
        <Button component={Link} to={paths.root()} variant="default">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
