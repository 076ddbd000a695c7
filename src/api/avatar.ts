import { post } from './http';
import type { AvatarDto, CreateAvatarRequest, IdRequest, PageDto, PageRequest, RenameRequest } from './types';

export const listAvatar = (req: PageRequest): Promise<PageDto<AvatarDto>> =>
  post<PageDto<AvatarDto>>('/avatar/listAvatar', req);
export const createAvatar = (req: CreateAvatarRequest): Promise<AvatarDto> =>
  post<AvatarDto>('/avatar/createAvatar', req);
export const renameAvatar = (req: RenameRequest): Promise<AvatarDto> => post<AvatarDto>('/avatar/renameAvatar', req);
export const deleteAvatar = (req: IdRequest): Promise<null> => post<null>('/avatar/deleteAvatar', req);
