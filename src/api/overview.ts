import { post } from './http';
import type { OverviewDto, OverviewRequest } from './types';

export const getOverviewData = (req: OverviewRequest): Promise<OverviewDto> => post('/overview/getOverviewData', req);
