import { createContext, useContext } from 'react';
import { BrandStore } from './BrandStore';
import { DialogStore } from './DialogStore';
import { LocaleStore } from './LocaleStore';
import { SessionStore } from './SessionStore';
import { UiStore } from './UiStore';

/** Wires the stores; components reach it through `useStores()`, loaders and http hooks through the instance. */
export class RootStore {
  readonly session = new SessionStore();
  readonly brand = new BrandStore();
  readonly locale = new LocaleStore(this.session);
  readonly ui = new UiStore();
  readonly dialog = new DialogStore();
}

export const StoresContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const s = useContext(StoresContext);
  if (!s) throw new Error('useStores() outside <StoresContext>');
  return s;
}
