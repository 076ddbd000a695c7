import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppRouter } from '../../router';
import { type RootStore, StoresContext } from '../../stores/RootStore';
import type { HostConfig } from './hostConfig';
import { trackViews } from './views';

/**
 * The demo host's part of the page: a prospect's viewing is reported; a seller gets the Share button and its panel
 * (links with expiry, passcode and views), in a root of its own beside the console's, with the console's stores.
 */
export function startHostTools(stores: RootStore, router: AppRouter, host: HostConfig): void {
  if (host.role === 'prospect') {
    trackViews(router);
    return;
  }
  void import('./HostShareEntry').then(({ HostShareEntry }) => {
    const div = document.createElement('div');
    div.className = 'demo-host-tools';
    document.body.append(div);
    createRoot(div).render(createElement(StoresContext, { value: stores }, createElement(HostShareEntry)));
  });
}
