// Types of scripts/chromium.mjs for playwright.config.ts, which is typechecked.
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
