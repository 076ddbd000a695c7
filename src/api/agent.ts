import { callApi } from './http';
import type { PageDto, PersonListRequest, PersonRowDto, SetAgentRequest } from './types';

export const getProxyUserList = (req: PersonListRequest): Promise<PageDto<PersonRowDto>> =>
  callApi('/usermanage/getProxyUserList', req);

export const setAgent = (req: SetAgentRequest): Promise<PersonRowDto> => callApi('/usermanage/setAgent', req);

export const cancelAgent = (userId: string): Promise<PersonRowDto> => callApi('/usermanage/cancelAgent', { userId });
