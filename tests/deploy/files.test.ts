import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readDeployConfig, renderRouting } from '../../scripts/cluster/nginxConfig.mjs';

/**
 * The deployment's files as Docker would read them (Docker itself is not run here): the Dockerfile, compose.yaml and
 * deploy/nginx.conf agree on ports, volumes and --persist paths, and `npm run cluster` runs the same nginx config.
 */
const dockerfile = readFileSync('Dockerfile', 'utf8');
const nginxConf = readDeployConfig();
interface Service {
  image?: string;
  build?: string;
  entrypoint?: string[];
  environment?: Record<string, string>;
  command?: string[];
  volumes?: string[];
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const instances = Object.keys(compose.services).filter((n) => n.startsWith('instance-'));
const option = (s: Service, name: string) => {
  const args = s.command ?? [];
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
/** The instances' port: the one fake:serve listens on in the Dockerfile's ENTRYPOINT. */
const entrypoint = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
const instancePort = entrypoint[entrypoint.indexOf('--port') + 1];

describe('Dockerfile', () => {
  it('runs one fake:serve on all interfaces, on the port it exposes, as node (process 1, so it gets SIGTERM)', () => {
    expect(entrypoint.slice(0, 2)).toEqual(['node', 'scripts/fake-serve.mjs']);
    expect(entrypoint[entrypoint.indexOf('--host') + 1]).toBe('0.0.0.0');
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${instancePort}$`, 'm'));
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
  });

  it('keeps its --persist file in its volume, and runs a Node the project supports', () => {
    expect(dockerfile).toMatch(/^VOLUME \/data$/m);
    expect(dockerfile).toMatch(/^CMD \["--persist", "\/data\/[\w-]+\.json"\]$/m);
    const node = Number(/^FROM node:(\d+)/m.exec(dockerfile)?.[1]);
    expect(node).toBeGreaterThanOrEqual(22);
  });
});

describe('compose.yaml', () => {
  it('runs three instances of the Dockerfile, each naming itself in X-Fake-Instance', () => {
    expect(instances).toEqual(['instance-1', 'instance-2', 'instance-3']);
    for (const name of instances) {
      const s = compose.services[name];
      expect(s.build, name).toBe('.');
      expect(option(s, '--instance'), name).toBe(name);
      expect(s.expose, name).toEqual([instancePort]);
    }
  });

  it("keeps each instance's --persist file in a volume of its own", () => {
    const volumes = instances.map((name) => {
      const s = compose.services[name];
      const persist = option(s, '--persist') ?? '';
      expect(persist, name).toBe(`/data/${name}.json`);
      const mount = (s.volumes ?? []).map((v) => v.split(':')).find(([, at]) => at === posix.dirname(persist));
      expect(mount, name).toBeDefined();
      return mount?.[0] ?? '';
    });
    expect(new Set(volumes).size).toBe(3);
    for (const v of volumes) expect(Object.keys(compose.volumes)).toContain(v);
  });

  it("runs nginx with deploy/nginx.conf, publishing the port it listens on, routing to every instance's port", () => {
    const nginx = compose.services.nginx;
    expect(nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    const listen = /^\s*listen\s+(\d+);/m.exec(nginxConf)?.[1];
    expect(nginx.ports).toEqual([`${listen}:${listen}`]);
    const upstream = [...nginxConf.matchAll(/^\s*server\s+([\w-]+):(\d+)\b/gm)].map((m) => [m[1], m[2]]);
    expect(upstream).toEqual(instances.map((n) => [n, instancePort]));
    expect(Object.keys(nginx.depends_on ?? {})).toEqual(instances);
    // Media addresses point at nginx's published port.
    for (const name of instances)
      expect(option(compose.services[name], '--public-url')).toBe(`\${FAKE_PUBLIC_URL:-http://localhost:${listen}}`);
  });
});

describe('compose.yaml: the demo hosts and their Redis', () => {
  /** compose's ${NAME:-default} as compose resolves it with NAME unset, or set to `value`. */
  const resolved = (text: string, value?: string) =>
    text.replace(/\$\{(\w+):-([^}]*)\}/g, (_, _name: string, fallback: string) => value ?? fallback);

  it("runs the Dockerfile's entrypoint, fake:serve unless FAKE_INSTANCE=demo-host makes the instances demo hosts", () => {
    for (const name of instances) {
      const e = compose.services[name]?.entrypoint ?? [];
      expect(
        e.map((a) => resolved(a)),
        name,
      ).toEqual(entrypoint);
      expect(
        e.map((a) => resolved(a, 'demo-host')),
        name,
      ).toEqual(['node', 'scripts/demo-host.mjs', ...entrypoint.slice(2)]);
      // The demo build a demo host serves, built beside compose.yaml (npm run build:demo).
      expect(compose.services[name]?.volumes, name).toContain('./dist-demo:/app/dist-demo:ro');
    }
  });

  it('gives every instance the one Redis, which syncs each write before answering and keeps it in a volume', () => {
    const redis = compose.services.redis;
    expect(redis?.image).toMatch(/^redis:7/);
    const args = redis?.command ?? [];
    const flag = (name: string) => args[args.indexOf(name) + 1];
    expect([flag('--appendonly'), flag('--appendfsync')]).toEqual(['yes', 'always']);
    const port = (redis as { expose?: string[] }).expose?.[0];
    expect(redis?.volumes).toEqual(['redis-data:/data']);
    expect(Object.keys(compose.volumes)).toContain('redis-data');
    for (const name of instances) {
      const s = compose.services[name];
      expect(s?.environment?.DEMO_LINKS_STORE, name).toBe(`redis://redis:${port}/0`);
      expect(s?.depends_on?.redis, name).toEqual({ condition: 'service_healthy' });
    }
  });
});

describe('deploy/nginx.conf', () => {
  it('routes by a consistent hash of the sandbox key, never moving a sandbox to another instance', () => {
    expect(nginxConf).toMatch(/^\s*hash \$fake_route_key consistent;$/m);
    expect(nginxConf).toMatch(/^\s*proxy_next_upstream off;$/m);
    // An instance marked failed would hand its sandboxes to the next one on the ring.
    for (const m of nginxConf.matchAll(/^\s*server\s+instance-\d+:\d+([^;]*);/gm))
      expect(m[1]).toContain('max_fails=0');
    expect(nginxConf).toMatch(/add_header Retry-After \d+ always;/);
  });

  it('npm run cluster runs the same file: only the listen port and the upstream servers differ', () => {
    const local = renderRouting(nginxConf, { port: 3700, instancePorts: [3701, 3702] });
    const strip = (conf: string) =>
      conf
        .split('\n')
        .filter((l) => !/^\s*(listen|server)\s+[\w.-]+:?\d*[^;]*;$/.test(l))
        .join('\n');
    expect(strip(local)).toBe(strip(nginxConf));
    expect(local).toContain('listen 127.0.0.1:3700;');
    expect(local).toMatch(/server 127\.0\.0\.1:3701 max_fails=0;\n\s*server 127\.0\.0\.1:3702 max_fails=0;/);
    expect(() => renderRouting('events {}', { port: 1, instancePorts: [2] })).toThrow('listen');
    // Listening for other machines, nginx still reaches the instances where they listen.
    const open = renderRouting(nginxConf, { host: '0.0.0.0', port: 3700, instancePorts: [3701] });
    expect(open).toContain('listen 0.0.0.0:3700;');
    expect(open).toContain('server 127.0.0.1:3701 max_fails=0;');
  });

  it("answers a sandbox whose instance is down in the server's words, in each language", () => {
    const words = Object.fromEntries(
      ['en', 'es', 'ja', 'zh'].map((l) => [
        l,
        (JSON.parse(readFileSync(`src/i18n/locales/start/${l}.json`, 'utf8')) as { server: { instanceDown: string } })
          .server.instanceDown,
      ]),
    );
    const map = /map \$http_accept_language \$fake_instance_down \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    const entries = Object.fromEntries([...map.matchAll(/^\s*(\S+)\s+"([^"]*)";$/gm)].map((m) => [m[1], m[2]]));
    // zh when the caller asks for none of the others, as the instances answer (mirage/backend.ts, langOf).
    expect(entries).toEqual({ '~*^en': words.en, '~*^es': words.es, '~*^ja': words.ja, default: words.zh });
  });
});
