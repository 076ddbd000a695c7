import { post } from './http';
import type { AvatarDto, CreateAvatarRequest, IdRequest, PageDto, PageRequest, RenameRequest } from './types';

export const listAvatar = (req: PageRequest): Promise<PageDto<AvatarDto>> => post('/avatar/listAvatar', req);
export const createAvatar = (req: CreateAvatarRequest): Promise<AvatarDto> => post('/avatar/createAvatar', req);
export const renameAvatar = (req: RenameRequest): Promise<AvatarDto> => post('/avatar/renameAvatar', req);
export const deleteAvatar = (req: IdRequest): Promise<null> => post('/avatar/deleteAvatar', req);
