/**
 * The names of generated customers (the `large` scenario's 10,000 clients): one function, so a name in another
 * language is added here and every generated customer follows. Drawn from the caller's seeded stream, 2 or 3 draws
 * per name, so a seed always gives the same people.
 */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬芳燕彩春菊兰凤洁梅琳素云莲真环雪荣爱妹霞香月莺媛艳瑞凡佳嘉琼勤珍贞莉桂娣叶璧璐娅琦晶妍茜秋珊莎锦黛青倩婷姣婉娴瑾颖露瑶怡婵雁蓓纨仪荷丹蓉眉君琴蕊薇菁梦岚苑婕馨瑗琰韵融园艺咏卿聪澜纯毓悦昭冰爽琬茗羽希宁欣飘育滢馥筠柔竹霭凝晓欢霄枫芸菲寒伊亚宜可姬舒影荔枝思丽';

export function customerName(rand: () => number): string {
  const pick = (s: string) => s[Math.floor(rand() * s.length)];
  return `${pick(SURNAMES)}${pick(GIVEN)}${rand() < 0.5 ? pick(GIVEN) : ''}`;
}
