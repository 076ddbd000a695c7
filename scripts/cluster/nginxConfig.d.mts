// Types of scripts/cluster/nginxConfig.mjs for the tests, which are typechecked.
export declare const DEPLOY_NGINX_CONF: string;
export declare function renderRouting(
  template: string,
  at: { host?: string; port: number; instancePorts: number[]; instanceHost?: string },
): string;
export declare function mainConfig(dir: string, routingFile: string): string;
export declare function readDeployConfig(root?: string): string;
