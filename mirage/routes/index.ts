import type { RouteDef } from '../handler';
import { authRoutes } from './auth';
import { languageRoutes } from './language';
import { oemRoutes } from './oem';
import { createUserRoutes } from './createUser';
import { overviewRoutes } from './overview';
import { pkgAdminRoutes } from './pkgAdmin';
import { roleRoutes } from './role';
import { usermanageRoutes } from './usermanage';

/** Every route of the fake server, one module per service area (mirroring src/api). */
export const ROUTES: RouteDef[] = [
  ...oemRoutes,
  ...languageRoutes,
  ...authRoutes,
  ...usermanageRoutes,
  ...overviewRoutes,
  ...pkgAdminRoutes,
  ...roleRoutes,
  ...createUserRoutes,
];
