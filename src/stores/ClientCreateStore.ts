import { createUser } from '../api/customer';
import { createOem } from '../api/oem-admin';
import type { CreateOemRequest, CreateUserRequest, OemConfigDto } from '../api/types';

/**
 * Opening accounts: a new user under the signed-in reseller, and (admin) a new branded label. Stateless: the forms
 * keep what was typed, so a rejection loses nothing.
 */
export class ClientCreateStore {
  createUser(req: CreateUserRequest): Promise<{ userId: string }> {
    return createUser(req);
  }

  createOem(req: CreateOemRequest): Promise<OemConfigDto> {
    return createOem(req);
  }
}
