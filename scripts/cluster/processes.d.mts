// Types of scripts/cluster/processes.mjs for the tests, which are typechecked.
import type { ChildProcess } from 'node:child_process';

export declare const NGINX: string;
export declare const REDIS_SERVER: string;
export interface InstanceSpec {
  name: string;
  host?: string;
  port: number;
  publicUrl?: string;
  persist?: string;
  /** A demo host keeping its links in this Redis (else a fake:serve). */
  linksStore?: string;
  extra?: string[];
}
export interface RunningRedis {
  child: ChildProcess;
  pid: number;
  config: string;
  url: string;
}
export interface RunningInstance {
  child: ChildProcess;
  pid: number;
  url: string;
  args: string[];
}
export interface RunningNginx {
  child: ChildProcess;
  pid: number;
  dir: string;
  config: string;
  routing: string;
  url: string;
  remove(): void;
}
export declare function instanceArgs(spec: InstanceSpec): string[];
export declare function startInstance(args: string[], onLine?: (line: string) => void): Promise<RunningInstance>;
export declare function portFree(host: string, port: number): Promise<boolean>;
export declare function waitForPort(host: string, port: number, ms?: number): Promise<void>;
export declare function startNginx(at: { host?: string; port: number; instancePorts: number[] }): Promise<RunningNginx>;
export declare function redisConfig(at: { port: number; dir: string }): string;
export declare function startRedis(at: { port: number; configDir: string; dataDir?: string }): Promise<RunningRedis>;
export declare function stopChild(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
