// A static server for the production build with gzip (so transfer sizes are real) and a stand-in for the real
// service at /api (enough for sign-in and empty lists), for the benchmarks.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.jpg': 'image/jpeg',
};

export const BENCH_USER = {
  userId: 'b1',
  nickname: 'Bench',
  mobile: '13900000000',
  avatar: '',
  isAdmin: 1,
  isAgent: 1,
  canSetAgent: 1,
  userRole: '',
  appLanguage: 'zh',
  aigcExpiresTime: Date.now() + 86_400_000 * 30,
  unifiedComputingPower: 1000,
  inviteCode: 'BENCH1',
  oemCode: 'BENCH',
};
const BRAND = {
  logo: 'brands/default/logo.svg',
  oemLoginBackground: 'brands/default/bg.svg',
  words: 'Bench',
  oemCode: 'BENCH',
  showAgreementDomainName: '',
  shareAddressPrefix: '',
  unifiedComputingPower: 1,
  showAudition: 1,
  hailuoAudioGeneratePower: 0,
  ossType: 'aliyun',
};

function api(path) {
  if (path.endsWith('/oemConfig/queryOemConfigByDomain')) return BRAND;
  if (path.endsWith('/languageDicPc/getLanguageDicJson')) return {};
  if (path.endsWith('/userInfo/loginByPwd')) return { ...BENCH_USER, token: 'bench-token', tokenId: 'bench-tid' };
  if (path.endsWith('/userInfo/getUserInfo')) return BENCH_USER;
  if (/list|List|query|Records|Log/.test(path)) return { list: [], total: 0 };
  return null;
}

/** The cookies of a signed-in visit to a page of the build, which the stand-in service answers as BENCH_USER. */
export const AUTH_COOKIES = [
  { name: 'Admin-Token', value: 'bench-token' },
  { name: 'Auth-Ids', value: encodeURIComponent(JSON.stringify({ userId: BENCH_USER.userId, tokenId: 'bench-tid' })) },
].map((c) => ({ ...c, domain: 'localhost', path: '/' }));

export function startServer(root, port) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/api/')) {
      for await (const _ of req); // The body is read (and dropped): the stand-in answers by path alone.
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ code: 20000, msg: 'success', data: api(url.pathname) }));
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const data = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const gzip = /text|javascript|json|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': type,
        'cache-control': 'no-cache',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(data) : data);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
