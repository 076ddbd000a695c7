import { PageHeading } from '../components/PageHeader';

/**
 * The console frame with nothing in it yet: the sidebar, the top bar with the tabs' row and the page area. index.html
 * shows it to a signed-in visitor before any script runs (src/firstScreen), and the console's first frame
 * (src/layout/Layout.tsx) lands on the same boxes: its rules (src/firstScreen/firstScreen.css) take their sizes from
 * the layout's own variables. With `heading` (the page's title and line, in the visitor's language, filled in by the
 * inline script) the page's header is drawn as the page draws it; without, its place is kept by a grey bar. No other
 * text: the menu depends on the account, which only the console knows.
 */
export function ConsoleFrame({ heading }: { heading?: { title: string; desc: string } }) {
  return (
    <div className="fs-frame" aria-busy="true">
      <div className="fs-sidebar" />
      <div className="fs-main">
        <div className="fs-header">
          <div className="fs-navbar" />
          <div className="fs-tags" />
        </div>
        <div className="page">
          {heading ? (
            <PageHeading title={heading.title} desc={heading.desc} />
          ) : (
            <div className="page-header">
              <div className="frame-heading" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
