import { callApi } from './http';
import type { OverviewDto, OverviewRequest } from './types';

export const getOverviewData = (req: OverviewRequest): Promise<OverviewDto> =>
  callApi('/overview/getOverviewData', req);
