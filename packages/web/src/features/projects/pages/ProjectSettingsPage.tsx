import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { canChangeProject, canManageOwners, PROJECT_CODE_LIST_NAMES, PROJECT_SETTINGS_REFUSED, type Project } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { showSuccessToast } from '../../../lib/handle-api-error';
import { storedAccount } from '../../../lib/session';
import { useDeleteProject } from '../api/delete-project';
import { CodeListEditor } from '../components/CodeListEditor';
import { OwnersPanel } from '../components/OwnersPanel';
import { ProjectAddressForm } from '../components/ProjectAddressForm';
import { ProjectDetailsForm } from '../components/ProjectDetailsForm';

/**
 * /project/settings/{id}: details, address, owners, popular codes, and deleting the project. Who
 * may not change them (canChangeProject, the server's rule) reads them, every control disabled.
 */
export function ProjectSettingsPage({ project }: { project: Project }) {
  const navigate = useNavigate();
  const account = storedAccount();
  const owners = { isOwner: project.is_owner, ownerCount: project.owner_count, isStaff: account?.is_staff === true };
  const editable = canChangeProject({ ...owners, managesCompany: account?.permissions?.allow_manage_company === true });
  const managesOwners = canManageOwners(owners);
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeleteProject();
  const del = () =>
    remove.mutate(project.id, {
      onSuccess: () => {
        showSuccessToast(`Project ${project.name} deleted`);
        void navigate(paths.projects());
      },
      onSettled: confirm.close,
    });
  const readOnly = { border: 0, margin: 0, padding: 0, minWidth: 0 };
  return (
    <Stack gap="md">
      {!editable && (
        <Alert color="gray" variant="light" title="You can read these settings">
          {PROJECT_SETTINGS_REFUSED}
        </Alert>
      )}
      {/* a disabled fieldset disables every control inside it, the forms' and the dialogs' buttons alike */}
      <fieldset disabled={!editable} style={readOnly}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ProjectDetailsForm key={`details-${project.id}`} project={project} />
            <ProjectAddressForm key={`address-${project.id}`} project={project} />
          </SimpleGrid>
          {/* owners and deleting are the owners' alone (canManageOwners), a company administrator's settings rights aside */}
          <fieldset disabled={!managesOwners} style={readOnly}>
            <OwnersPanel project={project} selfId={account?.id} />
          </fieldset>
          <Title order={2} size="h4">
            Popular phase and cost codes
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {PROJECT_CODE_LIST_NAMES.map((list) => (
              <CodeListEditor key={list} projectId={project.id} list={list} entries={project[list]} />
            ))}
          </SimpleGrid>
          <fieldset disabled={!managesOwners} style={readOnly}>
            <Card withBorder>
              <Group justify="space-between">
                <div>
                  <Text fw={600}>Delete this project</Text>
                  <Text size="sm" c="dimmed">
                    {project.is_group ? 'Its jobs stay and move to the top level.' : 'Projects with purchase orders or shipping forms cannot be deleted.'}
                    {managesOwners ? '' : ' Only its owners can delete it.'}
                  </Text>
                </div>
                <Button color="red" variant="light" onClick={confirm.open}>
                  Delete project
                </Button>
              </Group>
            </Card>
          </fieldset>
        </Stack>
      </fieldset>
      <Modal opened={confirming} onClose={confirm.close} title="Delete project?">
        <Stack>
          <Text>Delete {project.name}? This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" onClick={del} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
