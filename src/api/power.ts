import { callApi } from './http';
import type { PowerRecordPage, PowerRecordRequest } from './types';

/** The computing-power ledger of a person, newest first, each record with the balance after it. */
export const getPowerRecordList = (req: PowerRecordRequest): Promise<PowerRecordPage> =>
  callApi('/powerRecord/getPowerRecordList', req);
