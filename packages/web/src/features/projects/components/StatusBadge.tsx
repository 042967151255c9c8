import { Badge } from '@mantine/core';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@jobsite/core';

const colors: Record<ProjectStatus, string> = { active: 'green', completed: 'blue', archived: 'gray' };

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge color={colors[status]} variant="light" size="sm">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
