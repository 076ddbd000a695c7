import { get, post } from './http';
import type { PageDto, PersonListRequest, PersonRowDto, SetAgentRequest } from './types';

export const getProxyUserList = (req: PersonListRequest): Promise<PageDto<PersonRowDto>> =>
  post('/usermanage/getProxyUserList', req);

export const setAgent = (req: SetAgentRequest): Promise<PersonRowDto> => get('/usermanage/setAgent', req);

export const cancelAgent = (userId: string): Promise<PersonRowDto> => get('/usermanage/cancelAgent', { userId });
