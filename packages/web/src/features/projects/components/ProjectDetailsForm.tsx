import { Button, Card, Checkbox, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Project, PROJECT_STATUS_LABELS, PROJECT_STATUSES, projectUpdateBody } from '@jobsite/core';
import { handleApiError, showSuccessToast } from '../../../lib/handle-api-error';
import { useUpdateProject } from '../api/update-project';
import { zodValidate } from '../../../lib/zod-form';
import { GroupSelect } from './GroupSelect';

/** Name, job number, status, kind and group of a project, saved at once through ProjectUpdate/. */
export function ProjectDetailsForm({ project }: { project: Project }) {
  const form = useForm({
    initialValues: {
      project_id: project.id,
      name: project.name,
      main_job_num: project.main_job_num,
      status: project.status,
      is_work_order: project.is_work_order,
      parent_id: project.parent_id,
    },
    validate: zodValidate(projectUpdateBody),
  });
  const save = useUpdateProject();
  const submit = form.onSubmit((values) =>
    save.mutate(project.is_group ? { project_id: values.project_id, name: values.name, main_job_num: values.main_job_num, status: values.status } : values, {
      onSuccess: () => {
        showSuccessToast('Project saved');
        form.resetDirty();
      },
      onError: (err) => handleApiError(err, { form, labels: { main_job_num: 'Job #', parent_id: 'Group' } }),
    }),
  );
  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate aria-label="Project details">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Details
          </Title>
          <TextInput label="Project name" required {...form.getInputProps('name')} />
          <TextInput label="Job #" {...form.getInputProps('main_job_num')} />
          <Select
            label="Status"
            data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          {!project.is_group && (
            <>
              <GroupSelect
                value={form.values.parent_id}
                onChange={(id) => form.setFieldValue('parent_id', id)}
                current={project.parent_id ? { id: project.parent_id, name: project.parent_name ?? '' } : null}
                excludeId={project.id}
                error={form.errors.parent_id as string | undefined}
              />
              <Checkbox label="This is a work order" {...form.getInputProps('is_work_order', { type: 'checkbox' })} />
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
