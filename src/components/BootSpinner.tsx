import { Spinner } from '@blueprintjs/core';

/** Shown while the first route (and the brand) loads. No text: i18n may not be ready yet. */
export function BootSpinner() {
  return (
    <div className="app-boot" role="progressbar" aria-label="Loading">
      <Spinner />
    </div>
  );
}
