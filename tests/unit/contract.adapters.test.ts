// @vitest-environment jsdom
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';
import { type FakeServer, makeServer } from '../../mirage/server';
import { contractCheck } from './contractCheck';

/**
 * The same handlers behind both adapters: Mirage in the browser (here under jsdom) and the Node HTTP server of
 * `npm run fake:serve`. The same calls, in the same order, from the same seed and the same stopped clock, must get
 * the same answers, envelope and codes included. Both are asked for repeatable tokens, so the sign-ins answer alike.
 */
let mirage: FakeServer;
let node: FakeHttpServer;
const ORIGIN = window.location.origin;

beforeAll(async () => {
  mirage = makeServer({
    mode: 'test',
    baseUrl: '/api',
    persistence: 'none',
    tokens: 'repeatable',
    replyCheck: contractCheck,
  });
  node = await startFakeHttpServer({ port: 0, frozen: true, tokens: 'repeatable', replyCheck: contractCheck });
});
afterAll(async () => {
  mirage.shutdown();
  await node.close();
});

type Call = [method: 'GET' | 'POST', path: string, input: Record<string, unknown>, signedIn?: boolean];

const viaMirage = axios.create({ baseURL: '/api', adapter: 'xhr' });

async function both(call: Call, token: { mirage: string; node: string }): Promise<[unknown, unknown]> {
  const [method, path, input, signedIn = true] = call;
  const headers = {
    platform: '5',
    'accept-language': 'en',
    ...(signedIn ? { token: token.mirage, 'x-token': token.mirage } : {}),
  };
  const a = await viaMirage.request({
    method,
    url: path,
    headers,
    ...(method === 'GET' ? { params: input } : { data: input }),
  });
  const qs = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const b = await fetch(`${node.url}${path}${qs}`, {
    method,
    headers: {
      ...headers,
      ...(signedIn ? { token: token.node, 'x-token': token.node } : {}),
      origin: ORIGIN,
      'content-type': 'application/json',
    },
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  return [a.data, await b.json()];
}

describe('the fake service behind its two adapters', () => {
  it('answers a session of calls the same way through Mirage and over HTTP', async () => {
    const token = { mirage: '', node: '' };
    const login: Call = ['POST', '/userInfo/loginByPwd', { mobilePhone: '13800000001', passWord: 'demo123' }, false];
    const [a, b] = await both(login, token);
    expect(a).toEqual(b);
    token.mirage = (a as { data: { token: string } }).data.token;
    token.node = (b as { data: { token: string } }).data.token;
    const userId = (a as { data: { userId: string } }).data.userId;

    const calls: Call[] = [
      ['GET', '/oemConfig/queryOemConfigByDomain', { domain: 'acme.localhost' }, false],
      ['POST', '/userInfo/loginByPwd', { mobilePhone: '13800000001', passWord: 'wrong-password' }, false],
      ['POST', '/userInfo/loginByPwd', { mobilePhone: '12345', passWord: 'demo123' }, false],
      ['POST', '/languageDicPc/getLanguageDicJson', { language: 'en' }, false],
      ['GET', '/userInfo/getUserInfo', { userId }],
      ['GET', '/userInfo/getUserInfo', { userId }, false],
      ['GET', '/membership/getMembershipInfo', {}],
      ['POST', '/usermanage/getMyClientList', { pageNum: 2, pageSize: 5, sortField: 'power', sortOrder: 'desc' }],
      ['POST', '/overview/getOverviewData', { range: 'month' }],
      ['POST', '/overview/getOverviewData', { range: 'century' }],
      ['POST', '/pkgAdmin/addPackage', { name: 'Adapter pack', priceYuan: 9, period: 'day', power: 15 }],
      ['POST', '/pkgAdmin/addPackage', { name: 'Adapter pack', priceYuan: 9, period: 'day', power: 20 }],
      ['POST', '/pkgAdmin/getPackageList', {}],
      ['GET', '/userInfo/upNickName', { userId, nickName: 'Adapter' }],
      ['GET', '/userInfo/getUserInfo', { userId }],
      ['POST', '/powerRecord/getPowerRecordList', { userId, pageNum: 1, pageSize: 5 }],
      ['POST', '/task/listTask', { pageNum: 1, pageSize: 5 }],
      ['GET', '/login/clearToken', { userId }],
      ['GET', '/userInfo/getUserInfo', { userId }],
    ];
    for (const c of calls) {
      const [viaM, viaH] = await both(c, token);
      expect(viaH, `${c[0]} ${c[1]} ${JSON.stringify(c[2])}`).toEqual(viaM);
    }
  });

  it('injected faults answer the same codes', async () => {
    mirage.backend.faults.fail('/membership/getMembershipInfo', 50012, 1);
    node.backend.faults.fail('/membership/getMembershipInfo', 50012, 1);
    // In the browser the transport takes the fault and names it in a header (src/app/fakeServer.ts).
    const fault = mirage.backend.faults.take('/membership/getMembershipInfo');
    const viaMirage = await axios.get('/api/membership/getMembershipInfo', {
      adapter: 'xhr',
      headers: { 'x-fake-fault': String(fault) },
    });
    const viaHttp = await (await fetch(`${node.url}/membership/getMembershipInfo`)).json();
    expect(viaHttp).toEqual(viaMirage.data);
    expect(viaHttp.code).toBe(50012);
  });
});
