import { callApi } from './http';
import type { ChangeLogDto, Paged, UserPageRequest } from './types';

/** What changed on an account, when and by whom, newest first. */
export const getDataChangeLog = (req: UserPageRequest): Promise<Paged<ChangeLogDto>> =>
  callApi('/dataChangeLog/getDataChangeLog', req);
