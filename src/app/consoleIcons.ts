import type { IconPaths } from '@blueprintjs/icons';
import add from '@blueprintjs/icons/lib/esm/generated/16px/paths/add.js';
import annotation from '@blueprintjs/icons/lib/esm/generated/16px/paths/annotation.js';
import arrowLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js';
import box from '@blueprintjs/icons/lib/esm/generated/16px/paths/box.js';
import caretDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js';
import chevronDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js';
import chevronLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronRight from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import chevronUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js';
import clipboard from '@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard.js';
import cross from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import crown from '@blueprintjs/icons/lib/esm/generated/16px/paths/crown.js';
import dashboard from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js';
import deleteIcon from '@blueprintjs/icons/lib/esm/generated/16px/paths/delete.js';
import disable from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js';
import document from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js';
import download from '@blueprintjs/icons/lib/esm/generated/16px/paths/download.js';
import duplicate from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js';
import edit from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js';
import error from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import exportIcon from '@blueprintjs/icons/lib/esm/generated/16px/paths/export.js';
import film from '@blueprintjs/icons/lib/esm/generated/16px/paths/film.js';
import flash from '@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js';
import fullscreen from '@blueprintjs/icons/lib/esm/generated/16px/paths/fullscreen.js';
import globe from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe.js';
import history from '@blueprintjs/icons/lib/esm/generated/16px/paths/history.js';
import home from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js';
import idNumber from '@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js';
import infoSign from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import layers from '@blueprintjs/icons/lib/esm/generated/16px/paths/layers.js';
import link from '@blueprintjs/icons/lib/esm/generated/16px/paths/link.js';
import logOut from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js';
import menuClosed from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-closed.js';
import menuOpen from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-open.js';
import microphone from '@blueprintjs/icons/lib/esm/generated/16px/paths/microphone.js';
import mobileVideo from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-video.js';
import more from '@blueprintjs/icons/lib/esm/generated/16px/paths/more.js';
import music from '@blueprintjs/icons/lib/esm/generated/16px/paths/music.js';
import offline from '@blueprintjs/icons/lib/esm/generated/16px/paths/offline.js';
import pause from '@blueprintjs/icons/lib/esm/generated/16px/paths/pause.js';
import people from '@blueprintjs/icons/lib/esm/generated/16px/paths/people.js';
import pin from '@blueprintjs/icons/lib/esm/generated/16px/paths/pin.js';
import play from '@blueprintjs/icons/lib/esm/generated/16px/paths/play.js';
import refresh from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';
import reset from '@blueprintjs/icons/lib/esm/generated/16px/paths/reset.js';
import search from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import share from '@blueprintjs/icons/lib/esm/generated/16px/paths/share.js';
import shield from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield.js';
import shoppingCart from '@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart.js';
import smallCross from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js';
import stop from '@blueprintjs/icons/lib/esm/generated/16px/paths/stop.js';
import th from '@blueprintjs/icons/lib/esm/generated/16px/paths/th.js';
import tick from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import tickCircle from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import time from '@blueprintjs/icons/lib/esm/generated/16px/paths/time.js';
import trash from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js';
import user from '@blueprintjs/icons/lib/esm/generated/16px/paths/user.js';
import video from '@blueprintjs/icons/lib/esm/generated/16px/paths/video.js';
import volumeUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/volume-up.js';
import warningSign from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import zoomToFit from '@blueprintjs/icons/lib/esm/generated/16px/paths/zoom-to-fit.js';

/**
 * The standard-size (16 px) paths of the icons the console draws beyond the sign-in page, in one file: a signed-in
 * first load shows some twenty of them at once, which as a file each were as many requests on the network. The sign-in
 * page's icons are not here (src/app/icons.ts): it never loads this file. Blueprint's own modules of path data, one
 * per icon, imported as they are.
 */
export const CONSOLE_ICONS: Readonly<Record<string, IconPaths>> = {
  add,
  annotation,
  'arrow-left': arrowLeft,
  box,
  'caret-down': caretDown,
  'chevron-down': chevronDown,
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  'chevron-up': chevronUp,
  clipboard,
  cross,
  crown,
  dashboard,
  delete: deleteIcon,
  disable,
  document,
  download,
  duplicate,
  edit,
  error,
  export: exportIcon,
  film,
  flash,
  fullscreen,
  globe,
  history,
  home,
  'id-number': idNumber,
  'info-sign': infoSign,
  layers,
  link,
  'log-out': logOut,
  'menu-closed': menuClosed,
  'menu-open': menuOpen,
  microphone,
  'mobile-video': mobileVideo,
  more,
  music,
  offline,
  pause,
  people,
  pin,
  play,
  refresh,
  reset,
  search,
  share,
  shield,
  'shopping-cart': shoppingCart,
  'small-cross': smallCross,
  stop,
  th,
  tick,
  'tick-circle': tickCircle,
  time,
  trash,
  user,
  video,
  'volume-up': volumeUp,
  'warning-sign': warningSign,
  'zoom-to-fit': zoomToFit,
};
