import { callApi } from './http';
import type { CreateOemRequest, OemConfigDto } from './types';

/** Opens a white-label brand; it is served on its domain at once. */
export const createOem = (req: CreateOemRequest): Promise<OemConfigDto> => callApi('/userInfo/createOem', req);
