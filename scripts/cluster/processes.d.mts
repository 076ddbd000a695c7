// Types of scripts/cluster/processes.mjs for the tests, which are typechecked.
import type { ChildProcess } from 'node:child_process';

export declare const NGINX: string;
export interface InstanceSpec {
  name: string;
  host?: string;
  port: number;
  publicUrl?: string;
  persist?: string;
  extra?: string[];
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
export declare function stopChild(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
