import type { RouteDef } from '../handler';
import { audioRoutes } from './audio';
import { authRoutes } from './auth';
import { avatarRoutes } from './avatar';
import { languageRoutes } from './language';
import { oemRoutes } from './oem';
import { changeLogRoutes } from './changeLog';
import { orderRoutes } from './order';
import { paymentRoutes } from './payment';
import { pkgRoutes } from './pkg';
import { powerRoutes } from './power';
import { createUserRoutes } from './createUser';
import { overviewRoutes } from './overview';
import { pkgAdminRoutes } from './pkgAdmin';
import { roleRoutes } from './role';
import { usermanageRoutes } from './usermanage';
import { uploadRoutes } from './upload';
import { voiceRoutes } from './voice';
import { taskRoutes } from './task';

/** Every route of the fake server, one module per service area (mirroring src/api). */
export const ROUTES: RouteDef[] = [
  ...oemRoutes,
  ...languageRoutes,
  ...authRoutes,
  ...pkgRoutes,
  ...paymentRoutes,
  ...orderRoutes,
  ...powerRoutes,
  ...changeLogRoutes,
  ...usermanageRoutes,
  ...overviewRoutes,
  ...pkgAdminRoutes,
  ...roleRoutes,
  ...createUserRoutes,
  ...uploadRoutes,
  ...avatarRoutes,
  ...voiceRoutes,
  ...audioRoutes,
  ...taskRoutes,
];
