import { describe, expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { REFERENCE_TIME } from '../../mirage/clock';
import { createDemoApi } from '../../mirage/demoApi';
import type { FakeServer } from '../../mirage/server';
import { isSecretName, MASK, maskPhones, maskSecret, maskSecrets, TOO_DEEP } from '../../mirage/mask';

/** The masking of what the fake server shows of a request (the request log): tokens, passwords, mobile numbers. */
describe('maskSecrets', () => {
  const token = 'tk7Hq2Lw9xPa0b1c2d3e4f5g6h7i8j9k';

  it('masks a token in its headers, keeping its first four characters; ids are kept', () => {
    const headers = { token, 'x-token': token, tokenid: 'ti12345678', userid: 'u1', platform: '5' };
    expect(maskSecrets(headers)).toEqual({
      token: `tk7H${MASK}`,
      'x-token': `tk7H${MASK}`,
      tokenid: 'ti12345678',
      userid: 'u1',
      platform: '5',
    });
  });

  it('masks passwords whole, whatever their length or case of name, and mobiles in any field', () => {
    const body = {
      mobilePhone: '13800000001',
      passWord: 'demo123',
      oldPassword: 'a-much-longer-password-1',
      nickName: 'Li',
    };
    expect(maskSecrets(body)).toEqual({
      mobilePhone: '138****0001',
      passWord: MASK,
      oldPassword: `a-mu${MASK}`,
      nickName: 'Li',
    });
  });

  it('masks a mobile inside a text, but not a longer run of digits such as an id or a time', () => {
    expect(maskPhones('call 13912345678 now')).toBe('call 139****5678 now');
    expect(maskPhones('1767225600000')).toBe('1767225600000');
    expect(maskPhones('12345678901')).toBe('12345678901');
  });

  it('walks nested objects and arrays, and hides a secret that is not a string', () => {
    const v = { list: [{ account: '13800000002', apiKey: 12345 }], deep: { Authorization: 'Bearer abcdefghijklmnop' } };
    expect(maskSecrets(v)).toEqual({
      list: [{ account: '138****0002', apiKey: MASK }],
      deep: { Authorization: `Bear${MASK}` },
    });
  });

  it('changes nothing in the value given', () => {
    const body = { passWord: 'demo123', nested: { token } };
    const copy = structuredClone(body);
    maskSecrets(body);
    expect(body).toEqual(copy);
  });

  it('cuts long texts when asked, and a body nested 100,000 deep without overflowing', () => {
    expect(maskSecrets({ logo: 'x'.repeat(500) }, { maxText: 10 })).toEqual({ logo: `${'x'.repeat(10)}…` });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const masked = JSON.stringify(maskSecrets(deep));
    expect(masked).toContain(TOO_DEEP);
    expect(masked.length).toBeLessThan(100);
  });

  it('knows secret names however they are written, and not ids', () => {
    for (const n of [
      'token',
      'X-Token',
      'x_token',
      'accessToken',
      'passWord',
      'pwd',
      'cookie',
      'sig',
      'clientSecret',
    ]) {
      expect(isSecretName(n), n).toBe(true);
    }
    for (const n of ['tokenId', 'userId', 'nickName', 'path', 'passthrough']) expect(isSecretName(n), n).toBe(false);
    expect(maskSecret('short')).toBe(MASK);
  });
});

describe('the request log of the fake server (GET /__demo/requests, window.__demo.requests())', () => {
  it('keeps each call masked, with its query and body', () => {
    const req = (
      headers: Record<string, string>,
      body: Record<string, unknown>,
      query: Record<string, string> = {},
    ) => ({
      query,
      body,
      headers,
      host: 'localhost',
      origin: 'http://localhost/',
    });
    const b = new Backend({ startAt: REFERENCE_TIME, speed: 0 });
    const login = b.handle(
      'post',
      '/userInfo/loginByPwd',
      req({}, { mobilePhone: '13800000001', passWord: 'demo123' }),
    );
    const token = ((login as { reply: { data: { token: string } } }).reply.data as { token: string }).token;
    b.handle(
      'get',
      '/userInfo/getUserInfo',
      req({ token, 'x-token': token, tokenid: 'ti00000001' }, {}, { userId: 'u1' }),
    );
    const server = {
      backend: b,
      mode: 'test',
      persistence: 'none',
      shutdown: () => {},
      persist: () => {},
      reset: () => {},
    };
    const logged = createDemoApi(server as unknown as FakeServer).requests();
    const text = JSON.stringify(logged);
    expect(text).not.toContain(token);
    expect(text).not.toContain('demo123');
    expect(text).not.toContain('13800000001');
    expect(logged[0].body).toEqual({ mobilePhone: '138****0001', passWord: MASK });
    expect(logged[1]).toMatchObject({
      path: '/userInfo/getUserInfo',
      query: { userId: 'u1' },
      headers: { token: `${token.slice(0, 4)}${MASK}`, tokenid: 'ti00000001' },
    });
  });
});
