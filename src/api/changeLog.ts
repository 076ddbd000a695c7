import { callApi } from './http';
import type { ChangeLogDto, PageDto, UserPageRequest } from './types';

/** What changed on an account, when and by whom, newest first. */
export const getDataChangeLog = (req: UserPageRequest): Promise<PageDto<ChangeLogDto>> =>
  callApi('/dataChangeLog/getDataChangeLog', req);
