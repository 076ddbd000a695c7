/**
 * The console frame with nothing in it yet: the sidebar, the top bar with the tabs' row and the page area with its
 * heading's place kept. index.html shows it to a signed-in visitor before any script runs (src/firstScreen), with the
 * layout's own classes, so the console's first frame (src/layout/Layout.tsx) lands on the same boxes. No text: it
 * must be right in every language and for every brand.
 */
export function ConsoleFrame() {
  return (
    <div className="layout layout--wide" aria-busy="true">
      <nav className="sidebar" aria-hidden="true">
        <div className="sidebar-brand" />
      </nav>
      <div className="layout-main">
        <header className="layout-header">
          <div className="bp6-navbar navbar" />
          <div className="tags-view" />
        </header>
        <main className="layout-content">
          <div className="page">
            <div className="page-header">
              <div className="frame-heading" />
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
