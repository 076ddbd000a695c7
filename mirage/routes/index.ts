import { CALL_PATHS, CALLS, capabilityOf } from '../../src/api/contract';
import type { AnyHandler, Handler, RouteDef } from '../handler';
import { audioHandlers } from './audio';
import { authHandlers } from './auth';
import { avatarHandlers } from './avatar';
import { languageHandlers } from './language';
import { oemHandlers } from './oem';
import { changeLogHandlers } from './changeLog';
import { orderHandlers } from './order';
import { paymentHandlers } from './payment';
import { pkgHandlers } from './pkg';
import { powerHandlers } from './power';
import { createUserHandlers } from './createUser';
import { overviewHandlers } from './overview';
import { pkgAdminHandlers } from './pkgAdmin';
import { roleHandlers } from './role';
import { usermanageHandlers } from './usermanage';
import { uploadHandlers } from './upload';
import { voiceHandlers } from './voice';
import { taskHandlers } from './task';

/** Every handler of the fake server, one module per service area (mirroring src/api): one for each call, no more. */
const HANDLERS = {
  ...oemHandlers,
  ...languageHandlers,
  ...authHandlers,
  ...pkgHandlers,
  ...paymentHandlers,
  ...orderHandlers,
  ...powerHandlers,
  ...changeLogHandlers,
  ...usermanageHandlers,
  ...overviewHandlers,
  ...pkgAdminHandlers,
  ...roleHandlers,
  ...createUserHandlers,
  ...uploadHandlers,
  ...avatarHandlers,
  ...voiceHandlers,
  ...audioHandlers,
  ...taskHandlers,
} satisfies { [P in keyof typeof CALLS]: Handler<P> };

/**
 * Every route of the fake server: method, token rule, capability and refusal come from the call table, so what the
 * server enforces is what openapi.json documents.
 */
export const ROUTES: RouteDef[] = CALL_PATHS.map((path) => {
  const rule = CALLS[path];
  const capability = capabilityOf(rule);
  return {
    method: rule.method === 'GET' ? 'get' : 'post',
    path,
    auth: rule.access !== 'public',
    ...(capability ? { capability } : {}),
    refusal: 'refusal' in rule ? rule.refusal : 'noPermission',
    writes: rule.writes,
    ...('inputRefusal' in rule ? { inputRefusal: rule.inputRefusal } : {}),
    // Typed by its call; run only on an input that passed the call's schema (Backend.handle).
    handler: HANDLERS[path] as AnyHandler,
  };
});
