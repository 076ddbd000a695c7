import type { RouteDef } from '../handler';
import { audioRoutes } from './audio';
import { authRoutes } from './auth';
import { avatarRoutes } from './avatar';
import { languageRoutes } from './language';
import { oemRoutes } from './oem';
import { uploadRoutes } from './upload';
import { voiceRoutes } from './voice';

/** Every route of the fake server, one module per service area (mirroring src/api). */
export const ROUTES: RouteDef[] = [
  ...oemRoutes,
  ...languageRoutes,
  ...authRoutes,
  ...uploadRoutes,
  ...avatarRoutes,
  ...voiceRoutes,
  ...audioRoutes,
];
