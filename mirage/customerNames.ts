/**
 * The names of generated customers (the `large` scenario's 10,000 clients), in Chinese and in English. The Chinese name
 * is drawn from the caller's seeded stream, 2 or 3 draws per name, so a seed always gives the same people; its English
 * is made from the Chinese name itself, so the same name always reads the same in an English demo and the stream is
 * left as it was.
 */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬芳燕彩春菊兰凤洁梅琳素云莲真环雪荣爱妹霞香月莺媛艳瑞凡佳嘉琼勤珍贞莉桂娣叶璧璐娅琦晶妍茜秋珊莎锦黛青倩婷姣婉娴瑾颖露瑶怡婵雁蓓纨仪荷丹蓉眉君琴蕊薇菁梦岚苑婕馨瑗琰韵融园艺咏卿聪澜纯毓悦昭冰爽琬茗羽希宁欣飘育滢馥筠柔竹霭凝晓欢霄枫芸菲寒伊亚宜可姬舒影荔枝思丽';

export function customerName(rand: () => number): string {
  const pick = (s: string) => s[Math.floor(rand() * s.length)];
  return `${pick(SURNAMES)}${pick(GIVEN)}${rand() < 0.5 ? pick(GIVEN) : ''}`;
}

const FIRST_EN = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Lucas',
  'Mia',
  'Mason',
  'Grace',
  'Leo',
  'Chloe',
  'Owen',
  'Lily',
  'Henry',
  'Zoe',
  'Jack',
  'Ella',
  'Ryan',
  'Nora',
  'Daniel',
  'Ruby',
  'Adam',
  'Clara',
  'Sam',
  'Alice',
  'Ben',
  'Iris',
  'Max',
  'Hannah',
  'Eric',
  'Julia',
  'Kevin',
  'Amy',
  'David',
  'Laura',
  'Alex',
  'Nina',
  'Oscar',
];
const LAST_EN = [
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Turner',
  'Parker',
  'Evans',
  'Collins',
  'Stewart',
  'Morris',
  'Murphy',
  'Cook',
  'Rogers',
  'Morgan',
  'Cooper',
  'Reed',
  'Bailey',
  'Bell',
  'Kelly',
  'Howard',
  'Ward',
  'Brooks',
];

/** A generated customer's English name: the same Chinese name always gives the same English one. */
export function customerNameEn(zh: string): string {
  // FNV-1a over the name's UTF-16 code units: a stable spread with no draw from the seeded stream.
  let h = 0x811c9dc5;
  for (let i = 0; i < zh.length; i++) h = Math.imul(h ^ zh.charCodeAt(i), 0x01000193) >>> 0;
  return `${FIRST_EN[h % FIRST_EN.length]} ${LAST_EN[Math.floor(h / FIRST_EN.length) % LAST_EN.length]}`;
}
