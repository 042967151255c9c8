import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { changeOwner } from '../api/owners';

/**
 * The system message screen (params action, id, value, message). action=add_owner is the
 * link a project access request mails to the owners: opening it adds the requester.
 */
export function SystemMessagePage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  const projectId = Number(params.get('id'));
  const ownerId = Number(params.get('value'));
  const message = params.get('message');
  const add = useMutation({ mutationFn: () => changeOwner('add_owner', { projectId, ownerId }) });
  const started = useRef(false);
  const valid = action === 'add_owner' && projectId > 0 && ownerId > 0;

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    add.mutate(undefined, { onSuccess: (answer) => showSuccessToast(answer.detail) });
  }, [valid, add]);

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h2">
          {action === 'add_owner' ? 'Project access request' : 'Message'}
        </Title>
        {!valid ? (
          <Alert color="gray">{message ?? 'There is nothing to do for this link.'}</Alert>
        ) : add.isPending || add.isIdle ? (
          <Loader />
        ) : add.isSuccess ? (
          <Alert color="green" title="Owner added!">
            {message}{' '}
            <Anchor component={Link} to={paths.projectSettings(projectId)}>
              Open the project settings
            </Anchor>
          </Alert>
        ) : (
          <Alert color="red">The owner could not be added.</Alert>
        )}
      </Stack>
    </Container>
  );
}
