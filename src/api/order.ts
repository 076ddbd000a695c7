import { callApi } from './http';
import type { OrderDto, PageDto, UserPageRequest } from './types';

/** A person's package orders, newest first (their own, or a customer's for those who manage them). */
export const getOrderListByUserId = (req: UserPageRequest): Promise<PageDto<OrderDto>> =>
  callApi('/orderInformation/getOrderListByUserId', req);
