// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, makeServer } from '../../mirage/server';
import { contractCheck } from './contractCheck';

/** The refusals of the fake service are the same in the browser (Mirage) as over HTTP (fakeServe.http.test.ts). */
let server: FakeServer;
beforeAll(() => {
  server = makeServer({ mode: 'test', baseUrl: '/api', persistence: 'none', replyCheck: contractCheck });
});
afterAll(() => server.shutdown());

function xhr(method: string, url: string, body?: string, type = 'application/json') {
  return new Promise<{ status: number; allow: string | null; body: { code: number; msg: string } }>((resolve) => {
    const r = new XMLHttpRequest();
    r.open(method, url);
    r.setRequestHeader('accept-language', 'en');
    if (body !== undefined) r.setRequestHeader('content-type', type);
    r.onload = () =>
      resolve({ status: r.status, allow: r.getResponseHeader('allow'), body: JSON.parse(r.responseText) });
    r.send(body);
  });
}

describe('the fake server in the browser', () => {
  it('answers 405 with Allow on a known path with the wrong method', async () => {
    const r = await xhr('GET', '/api/userInfo/loginByPwd');
    expect(r.status).toBe(405);
    expect(r.allow).toBe('POST');
    expect(r.body).toEqual({ code: 405, msg: 'GET is not allowed on /userInfo/loginByPwd: use POST', data: null });
  });

  it('answers an unknown path of the API with 404 and the envelope, as over HTTP, in either method', async () => {
    for (const method of ['GET', 'POST']) {
      const r = await xhr(method, '/api/no/such/call', method === 'POST' ? '{}' : undefined);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ code: 404, msg: 'No such service: /no/such/call', data: null });
    }
  });

  it('refuses malformed JSON and other content types saying so', async () => {
    const bad = await xhr('POST', '/api/userInfo/loginByPwd', '{"mobilePhone":');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('The request body is not valid JSON');
    const text = await xhr('POST', '/api/userInfo/loginByPwd', 'mobilePhone=1', 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.msg).toBe('Unsupported content type text/plain: send application/json');
  });

  it('takes an upload only at a target its STS call issued', async () => {
    const r = await xhr('PUT', '/api/fakeOss/putObject?key=u1/image/src1-a.png&sig=forged', 'x', 'image/png');
    expect(r.status).toBe(403);
  });
});
