import { seededRandom } from '../random';
import type { Scenario } from './index';
import { seedManyAvatars } from './manyAvatars';

export const LARGE_CLIENT_COUNT = 10_000;
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬芳燕彩春菊兰凤洁梅琳素云莲真环雪荣爱妹霞香月莺媛艳瑞凡佳嘉琼勤珍贞莉桂娣叶璧璐娅琦晶妍茜秋珊莎锦黛青倩婷姣婉娴瑾颖露瑶怡婵雁蓓纨仪荷丹蓉眉君琴蕊薇菁梦岚苑婕馨瑗琰韵融园艺咏卿聪澜纯毓悦昭冰爽琬茗羽希宁欣飘育滢馥筠柔竹霭凝晓欢霄枫芸菲寒伊亚宜可姬舒影荔枝思丽';

/**
 * A large reseller: 10,000 clients under the plain agent (13800000004), generated from the seed in a few ms; and a
 * member with more digital humans than one read of a list holds (manyAvatars.ts).
 */
export const largeScenario: Scenario = {
  apply(db, { seed, now }) {
    const rand = seededRandom(seed * 7919);
    const pick = (s: string) => s[Math.floor(rand() * s.length)];
    const agent = db.users.find((u) => u.mobile === '13800000004');
    seedManyAvatars(db, now);
    if (!agent) return;
    for (let i = 0; i < LARGE_CLIENT_COUNT; i++) {
      const vip = Math.floor(rand() * 400) - 60;
      db.users.push({
        id: `l${i + 1}`,
        mobile: `19${String(100000000 + i).padStart(9, '0')}`,
        password: 'demo123',
        nickname: `${pick(SURNAMES)}${pick(GIVEN)}${rand() < 0.5 ? pick(GIVEN) : ''}`,
        avatar: '',
        isAdmin: 0,
        isAgent: 0,
        canSetAgent: 0,
        userRole: '',
        parentId: agent.id,
        aigcExpiresTime: vip === 0 ? 0 : now + vip * 86_400_000,
        power: Math.floor(rand() * 1000) * 10,
        inviteCode: `L${i.toString(36).toUpperCase().padStart(5, '0')}`,
        oemCode: agent.oemCode,
        appLanguage: 'zh',
        createdAt: now - Math.floor(rand() * 365) * 86_400_000,
        cards: { day: 0, month: 0, year: 0 },
      });
    }
  },
};
