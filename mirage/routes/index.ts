import type { RouteDef } from '../handler';
import { authRoutes } from './auth';
import { languageRoutes } from './language';
import { oemRoutes } from './oem';

/** Every route of the fake server, one module per service area (mirroring src/api). */
export const ROUTES: RouteDef[] = [...oemRoutes, ...languageRoutes, ...authRoutes];
