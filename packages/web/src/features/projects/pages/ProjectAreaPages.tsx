import { Alert } from '@mantine/core';
import { useLocation, useOutletContext } from 'react-router';
import { PROJECT_SUB_AREA_LABELS, type Project, type ProjectSubArea } from '@jobsite/core';
import { ProjectSettingsPage } from './ProjectSettingsPage';

/** /project/settings/{id} inside the frame, which has loaded the project. */
export function ProjectSettingsRoute() {
  return <ProjectSettingsPage project={useOutletContext<Project>()} />;
}

/** A sub-area whose screens are not part of this build: the frame still shows where the project opened. */
export function ProjectAreaUnavailable() {
  const project = useOutletContext<Project>();
  const area = useLocation().pathname.split('/')[2] ?? '';
  const label = PROJECT_SUB_AREA_LABELS[area as ProjectSubArea] ?? area;
  return (
    <Alert color="gray" title={`${label} of ${project.name}`}>
      The {label.toLowerCase()} screens are not available in this version yet. The project settings are in the Settings tab.
    </Alert>
  );
}
