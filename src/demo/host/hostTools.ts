import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { shellMounted } from '../../app/shellMounted';
import type { HostConfig } from './hostConfig';
import { trackViews } from './views';

/**
 * The demo host's part of the page, once the console is drawn: a prospect's viewing is reported; a seller gets the
 * Share button and its panel (links with expiry, passcode and views), in a root of its own beside the console's.
 */
export async function startHostTools(host: HostConfig): Promise<void> {
  await shellMounted;
  if (host.role === 'prospect') {
    trackViews();
    return;
  }
  const { HostShareEntry } = await import('./HostShareEntry');
  const div = document.createElement('div');
  div.className = 'demo-host-tools';
  document.body.append(div);
  createRoot(div).render(createElement(HostShareEntry));
}
