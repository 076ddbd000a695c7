// Types of scripts/downloads.mjs for the e2e specs, which are typechecked.
import type { Page } from '@playwright/test';

export declare function downloadsOf(page: Page): { settled: (limitMs?: number) => Promise<void> };
