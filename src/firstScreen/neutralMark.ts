/**
 * What the sign-in page shows in the logo's place while the brand is unknown (a first visit to a host): a plain grey
 * mark (#d3d8de, rounded), no brand's logo and no brand's colour. Inline, so it never waits for the network and never
 * loads another brand's file.
 *
 * A PNG (96 px for sharp 2x screens, a palette of one colour with its edge's alphas), not an SVG: each SVG image is a
 * document of its own in the browser, made, styled and laid out in the task that puts the first screen in place
 * (~1.7 ms of a desktop's main thread, four times that on a mid-range phone), where a PNG is only decoded.
 */
export const NEUTRAL_MARK =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAAAzFBMVEXT2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N7T2N5+WgBuAAAARHRSTlMAAQQFDQ4SFBUXGBkcICEnKDY5VlljZ2h4g4aIioyOj5CUl5ibnaCorq+2wMHDxcbNz9LW19jg4eLn8PH09vf4+fr8/zNkwckAAAFGSURBVHja7drdMsNQFAXg3UarpLQELdH/UpRQBA0Jut//nfTI1CS0N52zLsys9QDrm+TMuTl7i+RS8VqXk0jXTDS5aHllWRn35F4t5O7YXV7fidVS4raLrE+JzXy/01fL6TvZ/nKg1hNkTrt4q4DcFH+AgUIyWPQ3FJRG2r+VoIB4G/mDTLqmf3eGA74/4VyBMeccIoFQpK7Q1KWJBZoywgIjGWOBsTxhgVDesUAkCg4BAgQIECBAgAABAgQIECBAgAABAgQI/DcgwvZH2PGBeVqGP47Dn/fhAwr4iAU+JJIuEvDnwE6C608qZhToYz9ApAS7zK8b6Tj2AAV4i4Gyj/xBJoVrRP9VIbMQ8my//6WEXXsYOr82N46szq1nh39XT2rDD1v1n2e1pdst1Z6VS/3Wrq5e0NnvBA/TtZlk+hic7uUbvwB0lhCPyfh+KQAAAABJRU5ErkJggg==';
