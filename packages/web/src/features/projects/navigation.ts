import { type Account, PROJECT_SUB_AREA_LABELS, type ProjectSubArea, projectOpeningArea, projectSubAreas } from '@jobsite/core';
import { paths } from '../../config/paths';

/** Where a project opens for this user (the rule lives in core: projectOpeningArea). */
export function projectOpenPath(id: number, account: Account | null): string {
  const area = account ? projectOpeningArea(account.company, account.user_group_settings) : 'bom';
  switch (area) {
    case 'bom':
      return paths.projectBom(id);
    case 'tool':
      return paths.projectTool(id);
    case 'prefab':
      return paths.projectPrefab(id);
    case 'stock':
      return paths.projectStock(id);
    case 'temp_power':
      return paths.projectTempPower(id);
    default:
      return paths.projectSettings(id);
  }
}

export interface ProjectTab {
  area: string;
  label: string;
  path: string;
}

/**
 * The project sub-area tabs: the areas this user may work in (core: projectSubAreas)
 * whose screens exist in this build, then settings, which always exists.
 */
export function projectTabs(id: number, account: Account | null, screens: ReadonlySet<string>): ProjectTab[] {
  const allowed: ProjectSubArea[] = account ? projectSubAreas(account.company, account.user_group_settings) : [];
  return [
    ...allowed.filter((area) => screens.has(area)).map((area) => ({ area, label: PROJECT_SUB_AREA_LABELS[area], path: paths.projectArea(area, id) })),
    { area: 'settings', label: 'Settings', path: paths.projectSettings(id) },
  ];
}
