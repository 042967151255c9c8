import { Text } from '@mantine/core';
import type { DataColumn } from '../DataTable';

/** A project as orders and quotes name it: its name, with its job number under it. */
interface NamedProject {
  name: string;
  main_job_num?: string | null;
}

/** The Project column of the order and quote tables: the name, and "Job # …" under it when the project has one. */
export function projectColumn<Row extends { project: NamedProject }>(): DataColumn<Row> {
  return {
    key: 'project',
    header: 'Project',
    render: ({ project }) => (
      <>
        {project.name}
        {project.main_job_num && (
          <Text size="xs" c="dimmed">
            Job # {project.main_job_num}
          </Text>
        )}
      </>
    ),
  };
}
