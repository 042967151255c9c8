import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createProjectBody, type Project } from '@jobsite/core';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useCreateProject } from '../api/create-project';
import { GroupSelect } from '../components/GroupSelect';
import { zodValidate } from '../../../lib/zod-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (project: Project) => void;
}

const initialValues = { name: '', main_job_num: '', is_create_group: false, parent_id: null as number | null, is_work_order: false };

/** The create project dialog: name, job number, and either a group or the group it goes in. */
export function CreateProjectDialog({ opened, onClose, onCreated }: Props) {
  const form = useForm({ initialValues, validate: zodValidate(createProjectBody) });
  const create = useCreateProject();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (project) => {
        showSuccessToast(`Project ${project.name} created`);
        close();
        onCreated(project);
      },
      onError: (err) => handleApiError(err, { form, labels: { main_job_num: 'Job #', parent_id: 'Group' } }),
    }),
  );
  const isGroup = form.values.is_create_group;
  return (
    <Modal opened={opened} onClose={close} title="New project">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Project name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Job #" description="Unique in your company (optional)" {...form.getInputProps('main_job_num')} />
          <Checkbox
            label="Create as a group of jobs"
            {...form.getInputProps('is_create_group', { type: 'checkbox' })}
            onChange={(e) => {
              form.setFieldValue('is_create_group', e.currentTarget.checked);
              if (e.currentTarget.checked) form.setValues({ parent_id: null, is_work_order: false });
            }}
          />
          {!isGroup && (
            <>
              <GroupSelect value={form.values.parent_id} onChange={(id) => form.setFieldValue('parent_id', id)} error={form.errors.parent_id as string | undefined} />
              <Checkbox label="This is a work order" {...form.getInputProps('is_work_order', { type: 'checkbox' })} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
