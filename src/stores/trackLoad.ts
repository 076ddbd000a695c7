import { runInAction } from 'mobx';
import { errorText } from '../lib/errorText';

/** A list read as a whole: busy, read at least once, and the last failure's message. */
export interface LoadState {
  loading: boolean;
  loaded: boolean;
  error: string;
}

/**
 * Reads and applies what came while keeping `loading`, `loaded` and `error` in step; a failure is kept as `error`
 * (the page shows it) rather than thrown. Call it from the store's own action so the first flags change inside it.
 */
export async function trackLoad<T>(state: LoadState, read: () => Promise<T>, apply: (value: T) => void): Promise<void> {
  state.loading = true;
  state.error = '';
  try {
    const value = await read();
    runInAction(() => {
      apply(value);
      state.loaded = true;
    });
  } catch (e) {
    runInAction(() => (state.error = errorText(e)));
  } finally {
    runInAction(() => (state.loading = false));
  }
}
