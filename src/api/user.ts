import type { Language } from '../domain/language';
import { get, post } from './http';
import type { LoginDto, LoginRequest, RegisterRequest, SendCodeRequest, UserInfoDto } from './types';

export const loginByPwd = (req: LoginRequest): Promise<LoginDto> => post('/userInfo/loginByPwd', req);

export const getUserInfo = (userId: string): Promise<UserInfoDto> => get('/userInfo/getUserInfo', { userId });

export const clearToken = (userId: string): Promise<null> => get('/login/clearToken', { userId });

export const sendMessageCode = (req: SendCodeRequest): Promise<null> => post('/userInfo/sendMessageCode', req);

export const registerAccount = (req: RegisterRequest): Promise<null> => post('/userInfo/registerAccount', req);

export const setAppLanguage = (userId: string, appLanguage: Language): Promise<null> =>
  get('/userInfo/setAppLanguage', { userId, appLanguage });

export const upNickName = (userId: string, nickName: string): Promise<null> =>
  get('/userInfo/upNickName', { userId, nickName });

/** The invite link of the signed-in user. */
export const queryInviteUrl = (userId: string): Promise<string> => get('/userInfo/queryInviteUrl', { userId });

/** The agent's contact: a link when it contains http, otherwise text to show. */
export const getAgentMobile = (userId: string): Promise<string> => get('/userInvite/getAgentMobile', { userId });
