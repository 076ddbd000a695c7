import { callApi } from './http';
import type {
  CreateUserRequest,
  PageDto,
  PersonDetailDto,
  PersonListRequest,
  PersonRowDto,
  RechargeRequest,
  RechargeResultDto,
  StockDto,
} from './types';

/** The customers below the signed-in reseller (everyone of the brand for the admin and the assistant). */
export const getMyClientList = (req: PersonListRequest): Promise<PageDto<PersonRowDto>> =>
  callApi('/usermanage/getMyClientList', req);

export const getUserDetail = (userId: string): Promise<PersonDetailDto> =>
  callApi('/usermanage/getUserDetail', { userId });

/** The reseller's own stock of cards and power. */
export const getMyStock = (): Promise<StockDto> => callApi('/usermanage/getMyStock');

export const recharge = (req: RechargeRequest): Promise<RechargeResultDto> => callApi('/usermanage/recharge', req);

export const createUser = (req: CreateUserRequest): Promise<{ userId: string }> => callApi('/userInfo/createUser', req);
