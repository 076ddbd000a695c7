import type { Language } from '../domain/language';
import { callApi } from './http';
import type { LoginDto, LoginRequest, RegisterRequest, SendCodeRequest, UserInfoDto } from './types';

export const loginByPwd = (req: LoginRequest): Promise<LoginDto> => callApi('/userInfo/loginByPwd', req);

export const getUserInfo = (userId: string): Promise<UserInfoDto> => callApi('/userInfo/getUserInfo', { userId });

export const clearToken = (userId: string): Promise<null> => callApi('/login/clearToken', { userId });

export const sendMessageCode = (req: SendCodeRequest): Promise<null> => callApi('/userInfo/sendMessageCode', req);

export const registerAccount = (req: RegisterRequest): Promise<null> => callApi('/userInfo/registerAccount', req);

export const setAppLanguage = (userId: string, appLanguage: Language): Promise<null> =>
  callApi('/userInfo/setAppLanguage', { userId, appLanguage });

export const upNickName = (userId: string, nickName: string): Promise<null> =>
  callApi('/userInfo/upNickName', { userId, nickName });

/** The invite link of the signed-in user. */
export const queryInviteUrl = (userId: string): Promise<string> => callApi('/userInfo/queryInviteUrl', { userId });

/** The agent's contact: a link when it contains http, otherwise text to show. */
export const getAgentMobile = (userId: string): Promise<string> => callApi('/userInvite/getAgentMobile', { userId });
