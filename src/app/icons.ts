import { type IconName, type IconPaths, Icons, IconSize } from '@blueprintjs/icons';

/**
 * Blueprint's default loader fetches every icon (100 kB gzip) the first time one shows. The console loads only the
 * icons it uses, each from its own tiny chunk. The glob below must name exactly the icons of ICONS (a unit test checks
 * it): Vite needs the list as a literal.
 */
export const ICONS = [
  'add',
  'arrow-left',
  'arrow-right',
  'box',
  'calendar',
  'caret-down',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'clipboard',
  'cog',
  'cross',
  'dashboard',
  'double-caret-vertical',
  'edit',
  'error',
  'eye-off',
  'eye-open',
  'film',
  'globe',
  'id-number',
  'info-sign',
  'key',
  'layers',
  'lock',
  'log-out',
  'menu',
  'menu-closed',
  'menu-open',
  'mobile-phone',
  'new-person',
  'people',
  'person',
  'refresh',
  'search',
  'small-cross',
  'tick',
  'tick-circle',
  'translate',
  'user',
  'video',
  'volume-up',
  'warning-sign',
  'microphone',
  'home',
  'shield',
  'trash',
  'play',
  'download',
  'shopping-cart',
  'time',
] as const satisfies readonly IconName[];

type PathModule = { default: IconPaths };

const small = import.meta.glob<PathModule>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,arrow-left,arrow-right,box,calendar,caret-down,chevron-down,chevron-left,chevron-right,chevron-up,clipboard,cog,cross,dashboard,double-caret-vertical,edit,error,eye-off,eye-open,film,globe,id-number,info-sign,key,layers,lock,log-out,menu,menu-closed,menu-open,mobile-phone,new-person,people,person,refresh,search,small-cross,tick,tick-circle,translate,user,video,volume-up,warning-sign,microphone,home,shield,trash,play,download,shopping-cart,time}.js',
);
const large = import.meta.glob<PathModule>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,arrow-left,arrow-right,box,calendar,caret-down,chevron-down,chevron-left,chevron-right,chevron-up,clipboard,cog,cross,dashboard,double-caret-vertical,edit,error,eye-off,eye-open,film,globe,id-number,info-sign,key,layers,lock,log-out,menu,menu-closed,menu-open,mobile-phone,new-person,people,person,refresh,search,small-cross,tick,tick-circle,translate,user,video,volume-up,warning-sign,microphone,home,shield,trash,play,download,shopping-cart,time}.js',
);

export const iconGlobKeys = (): { small: string[]; large: string[] } => ({
  small: Object.keys(small),
  large: Object.keys(large),
});

export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const table = size === IconSize.STANDARD ? small : large;
      const dir = size === IconSize.STANDARD ? '16px' : '20px';
      const load = table[`/node_modules/@blueprintjs/icons/lib/esm/generated/${dir}/paths/${name}.js`];
      if (!load) {
        if (import.meta.env.DEV) console.warn(`icon "${name}" is not in src/app/icons.ts`);
        return [];
      }
      return (await load()).default;
    },
  });
}
