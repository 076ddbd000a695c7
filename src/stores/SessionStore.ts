import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginRequest, RegisterRequest, UserInfoDto } from '../api/types';
import { startNewWorld } from '../api/http';
import * as userApi from '../api/user';
import { AUTH_IDS_COOKIE, TOKEN_COOKIE, USER_COOKIE } from '../domain/constants';
import { deriveRole, permissionKey, ROLES, type Role } from '../domain/roles';
import { getCookie, getJsonCookie, removeCookie, setCookie, setJsonCookie } from '../lib/cookies';
import { sameJson } from '../lib/sameJson';

interface StoredAuth {
  userId: string;
  tokenId: string;
}

/**
 * How a session ended. 'expired': the server ended it (204, re-login), and the account's work is kept for its
 * return; 'logout': the person signed out (or the demo's data started over), and nothing of the account is kept;
 * 'other': anything else (another account signing in over it, a failed user load).
 */
export interface SessionEnd {
  how: 'expired' | 'logout' | 'other';
  /** The account whose session ended ('' when none was signed in). */
  userId: string;
  /** `account` as it was (`userId:role`), or null. */
  account: string | null;
}

/**
 * The session (docs/product.md): a token in the Admin-Token cookie; on the first navigation the user is loaded and
 * the role derived; logout clears it all. The role's permission key is kept in a cookie as the spec says.
 */
export class SessionStore {
  token = getCookie(TOKEN_COOKIE);
  userId = '';
  tokenId = '';
  user: UserInfoDto | null = null;
  role: Role | null = null;
  private loading: Promise<UserInfoDto> | null = null;
  /** Listeners for a session ending (tabs reset, routes reset). */
  private readonly endListeners = new Set<(end: SessionEnd) => void>();

  constructor() {
    const ids = getJsonCookie<StoredAuth>(AUTH_IDS_COOKIE);
    if (this.token && ids) {
      this.userId = ids.userId;
      this.tokenId = ids.tokenId;
    }
    makeAutoObservable<this, 'loading' | 'endListeners'>(this, { loading: false, endListeners: false });
  }

  get signedIn(): boolean {
    return Boolean(this.token);
  }

  get rolesLoaded(): boolean {
    return this.role !== null;
  }

  /** Who is signed in with which role; changes on every sign-in, sign-out and role change (the tabs follow it). */
  get account(): string | null {
    return this.role && this.userId ? `${this.userId}:${this.role}` : null;
  }

  onEnd(fn: (end: SessionEnd) => void): () => void {
    this.endListeners.add(fn);
    return () => this.endListeners.delete(fn);
  }

  async login(req: LoginRequest): Promise<UserInfoDto> {
    const data = await userApi.loginByPwd(req);
    runInAction(() => {
      // Signing in over a session (the demo's quick switch, a script) ends that one first, with everything kept for
      // it: the tabs and kept pages, the lists of the reseller pages.
      if (this.token) this.resetToken();
      this.token = data.token;
      this.userId = data.userId;
      this.tokenId = data.tokenId;
      setCookie(TOKEN_COOKIE, data.token);
      setJsonCookie(AUTH_IDS_COOKIE, { userId: data.userId, tokenId: data.tokenId });
      this.setUser(data);
    });
    return data;
  }

  register(req: RegisterRequest): Promise<null> {
    return userApi.registerAccount(req);
  }

  sendCode(mobilePhone: string): Promise<null> {
    return userApi.sendMessageCode({ mobilePhone, scene: 'register' });
  }

  /**
   * Loads the user once per session start; concurrent callers share one request. A failed load stays the answer until
   * the token is reset (which is what a failure leads to): start-up asks before the router exists, and the router's
   * loader, asking next, must meet that failure, not send the call again.
   */
  ensureUser(): Promise<UserInfoDto> {
    if (this.user) return Promise.resolve(this.user);
    if (!this.loading) {
      const loading = userApi.getUserInfo(this.userId).then((u) => {
        runInAction(() => this.setUser(u));
        return u;
      });
      this.loading = loading;
      void loading.then(
        () => {
          if (this.loading === loading) this.loading = null;
        },
        () => undefined,
      );
    }
    return this.loading;
  }

  /** Re-reads the user (after a purchase, a rename, a role change) without ending anything. */
  async refreshUser(): Promise<void> {
    const u = await userApi.getUserInfo(this.userId);
    runInAction(() => this.setUser(u));
  }

  /** Renames the signed-in user; the top bar and every reader of `user` follow at once. Rejects with the server's message. */
  async rename(name: string): Promise<void> {
    const nickname = name.trim();
    await userApi.upNickName(this.userId, nickname);
    this.patchUser({ nickname });
  }

  /** The signed-in user's invite link. */
  inviteUrl(): Promise<string> {
    return userApi.queryInviteUrl(this.userId);
  }

  /** Who recharges the signed-in user: their agent's mobile, or the brand's contact (a link when it has http). */
  agentContact(): Promise<string> {
    return userApi.getAgentMobile(this.userId);
  }

  /**
   * The role may change on the server at any time (the admin grants or removes the boss assistant, an agent is set
   * or cancelled). The simplest correct rule: every navigation after the first re-reads the user in the background,
   * so the menu and the routes follow on the next navigation without slowing it. A read that lands after the session
   * ended, or for another session, is dropped; a failure leaves the session as it is (the http layer already handled
   * a 204 or a re-login code).
   */
  revalidate(): void {
    if (!this.user || this.loading) return;
    const token = this.token;
    userApi
      .getUserInfo(this.userId)
      .then((u) => {
        if (this.token === token && !sameJson(this.user, plainUser(u))) runInAction(() => this.setUser(u));
      })
      .catch(() => {});
  }

  patchUser(patch: Partial<UserInfoDto>): void {
    if (!this.user) return;
    this.setUser({ ...this.user, ...patch });
  }

  private setUser(u: UserInfoDto): void {
    const plain = plainUser(u);
    this.user = plain;
    const role = deriveRole(u);
    for (const r of ROLES) if (r !== role) removeCookie(permissionKey(r));
    setCookie(permissionKey(role), '1');
    this.role = role;
    setJsonCookie(USER_COOKIE, { userId: u.userId, nickname: u.nickname, appLanguage: u.appLanguage });
  }

  /** Forgets the token and everything that came with it (204, re-login, failed user load, logout). */
  resetToken(how: SessionEnd['how'] = 'other'): void {
    const end: SessionEnd = { how, userId: this.userId, account: this.account };
    this.loading = null;
    this.token = '';
    this.userId = '';
    this.tokenId = '';
    this.user = null;
    if (this.role) removeCookie(permissionKey(this.role));
    this.role = null;
    removeCookie(TOKEN_COOKIE);
    removeCookie(AUTH_IDS_COOKIE);
    removeCookie(USER_COOKIE);
    for (const fn of this.endListeners) fn(end);
  }

  /** The server ended the session (204, re-login): the account's work is kept for when it signs in again. */
  expire(): void {
    this.resetToken('expired');
  }

  /**
   * The demo's data starts over (a scene, a reset): every call still out is dropped (signed in or not, its answer is
   * about the data that was), and the session ends here without a call, as the data it would end is replaced;
   * nothing of the account is kept.
   */
  endWorld(): void {
    startNewWorld();
    if (this.token) this.resetToken('logout');
  }

  /** Logout calls the server, then clears the session whatever it answered. */
  async logout(): Promise<void> {
    const id = this.userId;
    try {
      if (id) await userApi.clearToken(id);
    } finally {
      this.resetToken('logout');
    }
  }
}

/** A user record without the sign-in answer's token fields, which the session keeps apart. */
function plainUser(u: UserInfoDto): UserInfoDto {
  const { token: _t, tokenId: _ti, ...plain } = u as UserInfoDto & { token?: string; tokenId?: string };
  return plain;
}
