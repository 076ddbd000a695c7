/**
 * What the sign-in page shows in the logo's place while the brand is unknown (a first visit to a host): a plain grey
 * mark, no brand's logo and no brand's colour. Inline, so it never waits for the network and never loads another
 * brand's file.
 */
export const NEUTRAL_MARK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'%3E%3Crect width='48' height='48' rx='10' fill='%23d3d8de'/%3E%3C/svg%3E";
