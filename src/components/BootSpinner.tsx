import { Spinner } from '@blueprintjs/core';

/**
 * Shown while the first route (and the brand) loads. No text: i18n may not be ready yet. index.html carries the same
 * markup, so the spinner shows from the first paint and does not change when React takes over.
 */
export function BootSpinner() {
  return (
    <div className="app-boot">
      <Spinner aria-label="Loading" />
    </div>
  );
}
