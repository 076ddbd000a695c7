import { describe, expect, it } from 'vitest';
import { isPassthrough, parsePassthrough } from '../../src/lib/passthrough';

describe('passthrough patterns', () => {
  it('reads a list separated by commas or spaces, each a path under the API base', () => {
    expect(parsePassthrough(' /oemConfig/*, userInfo/getUserInfo  /usermanage/* ')).toEqual([
      '/oemConfig/*',
      '/userInfo/getUserInfo',
      '/usermanage/*',
    ]);
    expect(parsePassthrough(undefined)).toEqual([]);
    expect(parsePassthrough('')).toEqual([]);
  });

  it('matches exact paths and wildcards, with or without the base and the query', () => {
    const patterns = parsePassthrough('/oemConfig/*,/userInfo/getUserInfo');
    expect(isPassthrough('/oemConfig/queryOemConfigByDomain', patterns)).toBe(true);
    expect(isPassthrough('/api/oemConfig/queryOemConfigByDomain?domain=x', patterns)).toBe(true);
    expect(isPassthrough('oemConfig/queryOemConfigByDomain', patterns)).toBe(true);
    expect(isPassthrough('/userInfo/getUserInfo?userId=u1', patterns)).toBe(true);
    expect(isPassthrough('/userInfo/getUserInfoX', patterns)).toBe(false);
    expect(isPassthrough('/userInfo/loginByPwd', patterns)).toBe(false);
    expect(isPassthrough('/task/listTask', [])).toBe(false);
  });

  it('takes pattern characters literally, except *', () => {
    expect(isPassthrough('/aXb', ['/a.b'])).toBe(false);
    expect(isPassthrough('/a.b', ['/a.b'])).toBe(true);
    expect(isPassthrough('/task/listTask', ['/task*'])).toBe(true);
  });
});
