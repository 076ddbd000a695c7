import { describe, expect, it } from 'vitest';
import { SMS_CODE_TTL_MS, SMS_RESEND_MS } from '../../mirage/routes/auth';
import { call, makeBackend, signIn } from './backendHelpers';

const register = (mobile: string, extra: Record<string, unknown> = {}) => ({
  body: {
    mobilePhone: mobile,
    passWord: 'secret1',
    nickName: 'New One',
    messageCode: '123456',
    inviteCode: '',
    appLanguage: 'en',
    ...extra,
  },
});

describe('fake server: sign-in', () => {
  it('signs in a demo account and returns token and user fields, never the password', () => {
    const b = makeBackend();
    const r = call(b, 'post', '/userInfo/loginByPwd', { body: { mobilePhone: ' 13800000005 ', passWord: 'demo123' } });
    expect(r.code).toBe(20000);
    const d = r.data as Record<string, unknown>;
    expect(d.token).toMatch(/^tk/);
    // The seeded account's name in the caller's language (English here); its Chinese for a Chinese caller.
    expect(d).toMatchObject({ mobile: '13800000005', isAdmin: 0, nickname: 'Chen Jing' });
    const zh = call(b, 'post', '/userInfo/loginByPwd', {
      body: { mobilePhone: '13800000005', passWord: 'demo123' },
      lang: 'zh',
    });
    expect(zh.data).toMatchObject({ nickname: '陈静' });
    expect(d).not.toHaveProperty('password');
  });
  it('rejects a wrong password and an unknown account with one message, in the caller language', () => {
    const b = makeBackend();
    const wrong = call(b, 'post', '/userInfo/loginByPwd', {
      body: { mobilePhone: '13800000005', passWord: 'nope123' },
    });
    const unknown = call(b, 'post', '/userInfo/loginByPwd', {
      body: { mobilePhone: '13900000000', passWord: 'demo123' },
      lang: 'zh',
    });
    expect(wrong).toMatchObject({ code: 50000, msg: 'Username or password incorrect' });
    expect(unknown).toMatchObject({ code: 50000, msg: '用户名或密码错误' });
  });
  it('rejects an empty account', () => {
    const r = call(makeBackend(), 'post', '/userInfo/loginByPwd', { body: { mobilePhone: '', passWord: 'x' } });
    expect(r.msg).toBe('Account or mobile number is empty');
  });
});

describe('fake server: session calls', () => {
  it('getUserInfo answers the signed-in user, 204 without a token, 204 after logout', () => {
    const b = makeBackend();
    const { token, userId } = signIn(b, '13800000002');
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId }, token }).data).toMatchObject({
      userRole: 'zhuli',
    });
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId } }).code).toBe(204);
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId }, token: 'tk-never-issued' }).code).toBe(204);
    expect(call(b, 'get', '/login/clearToken', { query: { userId }, token }).code).toBe(20000);
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId }, token }).code).toBe(204);
  });
  it("getUserInfo refuses another user's id", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId: 'u1' }, token }).msg).toBe('No permission');
  });
  // Each profile setter keeps a good value (as getUserInfo then shows it) and refuses a bad one with the parameter named.
  it.each([
    {
      name: 'setAppLanguage keeps a valid language and rejects another',
      path: '/userInfo/setAppLanguage',
      param: 'appLanguage',
      good: 'ja',
      shown: { appLanguage: 'ja' },
      bad: 'fr',
    },
    {
      name: 'upNickName renames and refuses an empty name',
      path: '/userInfo/upNickName',
      param: 'nickName',
      good: ' 静静 ',
      shown: { nickname: '静静' },
      bad: '  ',
    },
  ])('$name', ({ path, param, good, shown, bad }) => {
    const b = makeBackend();
    const { token, userId } = signIn(b, '13800000005');
    expect(call(b, 'get', path, { query: { userId, [param]: good }, token }).code).toBe(20000);
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId }, token }).data).toMatchObject(shown);
    expect(call(b, 'get', path, { query: { userId, [param]: bad }, token }).msg).toBe(`Parameter error: ${param}`);
  });
  it('queryInviteUrl builds the link from the share prefix or the site, with the invite code', () => {
    const b = makeBackend();
    const { token, userId } = signIn(b, '13800000005');
    expect(call(b, 'get', '/userInfo/queryInviteUrl', { query: { userId }, token }).data).toBe(
      'http://localhost:4173/#/login?mode=register&inviteCode=MEMBR5',
    );
    // On a host whose brand has a share prefix, the link starts with it.
    expect(
      call(b, 'get', '/userInfo/queryInviteUrl', { query: { userId }, token, host: 'acme.localhost:4173' }).data,
    ).toBe('http://acme.localhost:4173/#/login?mode=register&inviteCode=MEMBR5');
  });
  it("getAgentMobile gives the agent's mobile, or the brand contact when the parent is no agent", () => {
    const b = makeBackend();
    const member = signIn(b, '13800000005');
    expect(
      call(b, 'get', '/userInvite/getAgentMobile', { query: { userId: member.userId }, token: member.token }).data,
    ).toBe('13800000004');
    const admin = signIn(b, '13800000001');
    expect(
      call(b, 'get', '/userInvite/getAgentMobile', { query: { userId: admin.userId }, token: admin.token }).data,
    ).toBe('400-820-8820');
  });
});

describe('fake server: registration', () => {
  it('sends a code, registers with it and an invite code, then signs in', () => {
    const b = makeBackend();
    expect(
      call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '13712345678', scene: 'register' } }).code,
    ).toBe(20000);
    const r = call(b, 'post', '/userInfo/registerAccount', register('13712345678', { inviteCode: 'agent4' }));
    expect(r.code).toBe(20000);
    const user = b.db.users.find((u) => u.mobile === '13712345678');
    expect(user).toMatchObject({
      parentId: 'u4',
      nickname: 'New One',
      appLanguage: 'en',
      power: 0,
      aigcExpiresTime: 0,
    });
    expect(
      call(b, 'post', '/userInfo/loginByPwd', { body: { mobilePhone: '13712345678', passWord: 'secret1' } }).code,
    ).toBe(20000);
  });
  it('refuses a wrong code, a code never sent and an expired code', () => {
    const b = makeBackend();
    expect(call(b, 'post', '/userInfo/registerAccount', register('13712345678')).msg).toBe('Verification code error');
    call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '13712345678', scene: 'register' } });
    expect(call(b, 'post', '/userInfo/registerAccount', register('13712345678', { messageCode: '654321' })).msg).toBe(
      'Verification code error',
    );
    b.clock.advance(SMS_CODE_TTL_MS + 1);
    expect(call(b, 'post', '/userInfo/registerAccount', register('13712345678')).msg).toBe('Verification code error');
  });
  it('refuses a registered mobile, at send and at register', () => {
    const b = makeBackend();
    expect(
      call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '13800000005', scene: 'register' } }).msg,
    ).toBe('This account is already registered');
    expect(call(b, 'post', '/userInfo/registerAccount', register('13800000005')).msg).toBe(
      'This account is already registered',
    );
  });
  it('refuses an unknown invite code', () => {
    const b = makeBackend();
    call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '13712345678', scene: 'register' } });
    expect(call(b, 'post', '/userInfo/registerAccount', register('13712345678', { inviteCode: 'NOSUCH' })).msg).toBe(
      'Invitation code error',
    );
  });
  it('refuses a second code within a minute, allows it after', () => {
    const b = makeBackend();
    const send = () =>
      call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '13712345678', scene: 'register' } });
    send();
    expect(send().code).toBe(50000);
    b.clock.advance(SMS_RESEND_MS);
    expect(send().code).toBe(20000);
  });
  it('validates every field on the server too', () => {
    const b = makeBackend();
    expect(call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '123', scene: 'register' } }).msg).toBe(
      'Parameter error: mobilePhone',
    );
    expect(call(b, 'post', '/userInfo/registerAccount', register('13712345678', { passWord: '123' })).msg).toBe(
      'Parameter error: passWord',
    );
    expect(call(b, 'post', '/userInfo/registerAccount', register('13712345678', { nickName: ' ' })).msg).toBe(
      'Parameter error: nickName',
    );
  });
});

describe('fake server: brand and language', () => {
  it('serves each brand host and the default for any other', () => {
    const b = makeBackend();
    const brand = (domain: string) =>
      (call(b, 'get', '/oemConfig/queryOemConfigByDomain', { query: { domain } }).data as { words: string }).words;
    expect(brand('acme.localhost:4173')).toBe('Acme Media');
    expect(brand('nova.localhost')).toBe('Nova AI');
    expect(brand('localhost:5173')).toBe('智影数字人');
    expect(brand('example.org')).toBe('智影数字人');
    expect(call(b, 'get', '/oemConfig/queryOemConfigByDomain').msg).toBe('Parameter error: domain');
  });
  it('answers the remote dictionary for zh and en, and rejects an unknown language', () => {
    const b = makeBackend();
    expect(call(b, 'post', '/languageDicPc/getLanguageDicJson', { body: { language: 'en' } }).data).toHaveProperty(
      'login.remoteTagline',
    );
    expect(call(b, 'post', '/languageDicPc/getLanguageDicJson', { body: { language: 'xx' } }).code).toBe(50000);
  });
});

describe('fake server: injected faults and seeds', () => {
  it('answers an injected code instead of the handler', () => {
    const b = makeBackend();
    const { token, userId } = signIn(b, '13800000005');
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId }, token, fault: '50012' }).code).toBe(50012);
    expect(call(b, 'get', '/userInfo/getUserInfo', { query: { userId }, token }).code).toBe(20000);
  });
  it('takes each injected fault the number of times asked', () => {
    const b = makeBackend();
    b.faults.fail('/api/userInfo/getUserInfo', 50014, 2);
    expect(b.faults.take('/userInfo/getUserInfo')).toBe(50014);
    expect(b.faults.take('userInfo/getUserInfo?userId=1')).toBe(50014);
    expect(b.faults.take('/userInfo/getUserInfo')).toBeNull();
  });
  it('builds the same data from the same seed, and the large scenario has 10,000 more clients', () => {
    // All but the random part of the tokens, which is new on every run (mirage/backend.ts).
    const data = () => JSON.stringify({ ...makeBackend().db, tokenNonce: undefined });
    expect(data()).toBe(data());
    expect(makeBackend().db.tokenNonce).not.toBe(makeBackend().db.tokenNonce);
    expect(makeBackend('large').db.users.length - makeBackend().db.users.length).toBe(10_000);
  });
});

describe('fake server: reseller access and change log', () => {
  it('admin and assistant manage the brand, agents those below them, members nobody', async () => {
    const { canManage } = await import('../../mirage/access');
    const b = makeBackend();
    const u = (id: string) => {
      const x = b.db.users.find((v) => v.id === id);
      if (!x) throw new Error(id);
      return x;
    };
    expect(canManage(b.db, u('u1'), u('u5'))).toBe(true);
    expect(canManage(b.db, u('u2'), u('u6'))).toBe(true);
    expect(canManage(b.db, u('u3'), u('u5'))).toBe(true); // u5 is under u4, under u3
    expect(canManage(b.db, u('u4'), u('u5'))).toBe(true);
    expect(canManage(b.db, u('u4'), u('u3'))).toBe(false);
    expect(canManage(b.db, u('u5'), u('u6'))).toBe(false);
    expect(canManage(b.db, u('u1'), u('u1'))).toBe(false);
  });
  it('records nickname and language changes with who made them', () => {
    const b = makeBackend();
    const { token, userId } = signIn(b, '13800000005');
    call(b, 'get', '/userInfo/upNickName', { query: { userId, nickName: '新名字' }, token });
    expect(b.db.changeLogs.at(-1)).toMatchObject({
      userId,
      field: 'nickname',
      before: '陈静',
      after: '新名字',
      operatorId: userId,
    });
  });
  it('the seeded ledger adds up to every balance', async () => {
    const { ledgerSum } = await import('../../mirage/ledger');
    const b = makeBackend();
    for (const u of b.db.users) expect(ledgerSum(b.db, u.id), u.id).toBe(u.power);
  });
});
