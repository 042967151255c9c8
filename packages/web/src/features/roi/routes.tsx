import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ContractorGate } from '../../components/ContractorGate';
import { lazyPage } from '../../components/LazyPage';

export const ROI_FOR_CONTRACTORS = "The ROI calculator weighs a contractor's own crews' time saved on ordering, tools and deliveries.";

/** The ROI calculator sits inside the signed-in frame; a contractor's (a supplier who opens it by URL is told so). */
export const roiScreens: RouteObject[] = [{ path: paths.roi(), element: <ContractorGate reason={ROI_FOR_CONTRACTORS}>{lazyPage(() => import('./pages/RoiPage'), 'RoiPage')}</ContractorGate> }];
