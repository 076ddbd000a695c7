// deploy/nginx.conf for instances on one machine (npm run cluster, bench/cluster.mjs, tests/deploy): the same file,
// with its listen port and upstream servers swapped and nothing else changed, inside a main config of its own paths.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEPLOY_NGINX_CONF = 'deploy/nginx.conf';

const LISTEN = /^(\s*)listen\s+[^;]+;[ \t]*$/m;
const UPSTREAM_SERVER = /^(\s*)server\s+instance-\d+:\d+((?:\s+[^;\s]+)*)\s*;[ \t]*$/;

/**
 * The routing of deploy/nginx.conf (`template`) for nginx on `host:port` and instances on `instancePorts` of
 * `instanceHost` (127.0.0.1, where npm run cluster starts them, whatever nginx listens on):
 * the `listen` line and the `server instance-N:PORT ...;` lines of its upstream are swapped, each new server keeping
 * the parameters of the first (max_fails=0). Throws when the template has no such lines to swap.
 */
export function renderRouting(template, { host = '127.0.0.1', port, instancePorts, instanceHost = '127.0.0.1' }) {
  if (!LISTEN.test(template)) throw new Error(`${DEPLOY_NGINX_CONF} has no "listen PORT;" line`);
  if (instancePorts.length === 0) throw new Error('at least one instance is needed');
  const out = [];
  let swapped = false;
  for (const line of template.replace(LISTEN, `$1listen ${host}:${port};`).split('\n')) {
    const m = UPSTREAM_SERVER.exec(line);
    if (!m) {
      out.push(line);
      continue;
    }
    if (swapped) continue;
    swapped = true;
    for (const p of instancePorts) out.push(`${m[1]}server ${instanceHost}:${p}${m[2]};`);
  }
  if (!swapped) throw new Error(`${DEPLOY_NGINX_CONF} has no "server instance-N:PORT;" line in its upstream`);
  return out.join('\n');
}

/**
 * The main config around the routing, for nginx run by anyone (not only root) from `dir`: its pid, logs and
 * temporary files there, in the foreground, the routing file included as the stock nginx image includes conf.d.
 */
export function mainConfig(dir, routingFile) {
  const at = (name) => join(dir, name);
  return [
    'worker_processes auto;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${at('client_body')};`,
    `    proxy_temp_path ${at('proxy')};`,
    `    fastcgi_temp_path ${at('fastcgi')};`,
    `    uwsgi_temp_path ${at('uwsgi')};`,
    `    scgi_temp_path ${at('scgi')};`,
    `    include ${routingFile};`,
    '}',
    '',
  ].join('\n');
}

export const readDeployConfig = (root = process.cwd()) => readFileSync(join(root, DEPLOY_NGINX_CONF), 'utf8');
