/**
 * The console frame with nothing in it yet: the sidebar, the top bar with the tabs' row and the page area with its
 * heading's place kept. index.html shows it to a signed-in visitor before any script runs (src/firstScreen), and the
 * console's first frame (src/layout/Layout.tsx) lands on the same boxes: its rules (src/firstScreen/firstScreen.css)
 * take their sizes from the layout's own variables. No text: it must be right in every language and for every brand.
 */
export function ConsoleFrame() {
  return (
    <div className="fs-frame" aria-busy="true">
      <div className="fs-sidebar" />
      <div className="fs-main">
        <div className="fs-header">
          <div className="fs-navbar" />
          <div className="fs-tags" />
        </div>
        <div className="page">
          <div className="page-header">
            <div className="frame-heading" />
          </div>
        </div>
      </div>
    </div>
  );
}
