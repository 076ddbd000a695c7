import type { DemoBrand } from '../../domain/demoBrand';
import type { DemoLinkView } from '../../domain/demoLinks';
import type { Role } from '../../domain/roles';

/** One event of an opening's timeline, as the host answers it (mirage/host/hostState.ts). */
export type TimelineItem =
  | { at: number; kind: 'opened'; device: 'phone' | 'desktop'; language: string }
  | { at: number; kind: 'page'; page: string; spentMs?: number }
  | { at: number; kind: 'action'; action: 'play' | 'listen' | 'videoMade' | 'voiceCloned' }
  | { at: number; kind: 'end'; silent?: true };

export interface OpeningView {
  n: number;
  openedAt: number;
  device: 'phone' | 'desktop';
  language: string;
  timeline: TimelineItem[];
}

export interface LinkChoices {
  brands: { host: string; name: string }[];
  accounts: { mobile: string; role: Role }[];
  scenes: string[];
}

export interface NewLink {
  label: string;
  brand: string;
  language: string;
  account: string;
  page: string;
  scene: string;
  expiresAt: number;
  passcode: string;
  maxOpenings: number | null;
  fromSellerData: boolean;
  /** A brand of the seller's brand studio, sent whole (the host keeps it with the link); `brand` is then ''. */
  studioBrand?: DemoBrand;
}

/** A refusal of the host, with the field it names. */
export class HostError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * The demo host's link calls (mirage/host/linkApi.ts), with the console's token and language: they live beside the API, under
 * /__demo/links, on the host the page is served from.
 */
export function hostApi(token: () => string, language: () => string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`/__demo/links${path}`, {
      method,
      headers: {
        token: token(),
        // The host refuses in the console's language, which may not be the browser's.
        'accept-language': language(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) {
      let read: { error?: string; field?: string } = {};
      try {
        read = JSON.parse(text);
      } catch {
        // Not JSON: the status says it.
      }
      throw new HostError(read.error ?? `HTTP ${res.status}`, read.field);
    }
    return (path.endsWith('format=csv') ? text : JSON.parse(text)) as T;
  };
  return {
    list: () => call<{ links: DemoLinkView[] }>('GET', '').then((r) => r.links),
    choices: () => call<LinkChoices>('GET', '/choices'),
    create: (link: NewLink) => call<{ id: string; url: string }>('POST', '', link),
    revoke: (id: string) => call<DemoLinkView>('POST', `/${id}/revoke`),
    extend: (id: string, expiresAt: number) => call<DemoLinkView>('POST', `/${id}/extend`, { expiresAt }),
    events: (id: string) => call<{ link: DemoLinkView; openings: OpeningView[] }>('GET', `/${id}/events`),
    resetOpening: (id: string, n: number) => call<{ reset: number }>('POST', `/${id}/openings/${n}/reset`),
    csv: (id: string) => call<string>('GET', `/${id}/events?format=csv`),
  };
}
export type HostApi = ReturnType<typeof hostApi>;
