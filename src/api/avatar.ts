import { callApi } from './http';
import type { AvatarDto, AvatarListRequest, CreateAvatarRequest, IdRequest, PageDto, RenameRequest } from './types';

export const listAvatar = (req: AvatarListRequest): Promise<PageDto<AvatarDto>> => callApi('/avatar/listAvatar', req);
export const createAvatar = (req: CreateAvatarRequest): Promise<AvatarDto> => callApi('/avatar/createAvatar', req);
export const renameAvatar = (req: RenameRequest): Promise<AvatarDto> => callApi('/avatar/renameAvatar', req);
export const deleteAvatar = (req: IdRequest): Promise<null> => callApi('/avatar/deleteAvatar', req);
