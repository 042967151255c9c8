import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ContractorGate } from '../../components/ContractorGate';
import { lazyPage } from '../../components/LazyPage';

/** The quick start checklist sits inside the signed-in frame; it is a contractor's (the server refuses a supplier too). */
export const quickStartScreens: RouteObject[] = [
  {
    path: paths.quickStartChecklist(),
    element: (
      <ContractorGate reason="The quick start checklist walks a contractor through its first project, order and warehouse. A supplier starts from its incoming orders.">
        {lazyPage(() => import('./pages/QuickStartChecklistPage'), 'QuickStartChecklistPage')}
      </ContractorGate>
    ),
  },
];
