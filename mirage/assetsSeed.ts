import type { DbAudio, DbAvatar, DbData, DbVoice } from './db';
import { frameSize } from '../src/domain/videoLayout';
import { faceClipRef } from './faceClips';
import { portraitRef } from './portraits';

const S = 1000;
const H = 60 * 60 * S;
const D = 24 * H;

/**
 * Seeded digital humans, voices and generated audio for the demo accounts, with times relative to `now`: the member
 * (u5) has a bit of everything, including a voice still in training and an expired audio; the expired account (u6)
 * a trained voice it cannot afford to buy.
 */
export function seedAssets(db: DbData, now: number): void {
  // Each shows its own face's clip (720p, mirage/faceClips.ts); `ref` is the generic clip of a face without one.
  const avatar = (id: string, userId: string, name: string, ref: string, vertical: boolean, ago: number): DbAvatar => {
    const orientation = vertical ? 'vertical' : 'landscape';
    const clip = faceClipRef(portraitRef(id), orientation, ref);
    const size = clip === ref ? { width: vertical ? 180 : 320, height: vertical ? 320 : 180 } : frameSize(orientation);
    return {
      id,
      userId,
      name,
      orientation,
      ref: clip,
      ...size,
      createdAt: now - ago,
      readyAt: now - ago + 7 * S,
      posterRef: portraitRef(id),
    };
  };
  db.avatars = [
    avatar('av1', 'u5', '主播小静', 'seed:avatar-landscape', false, 5 * D),
    avatar('av2', 'u5', '竖屏讲解', 'seed:avatar-vertical', true, 3 * D),
    avatar('av3', 'u5', '演播室', 'seed:avatar-studio', false, 1 * D),
    avatar('av4', 'u6', '赵磊形象', 'seed:avatar-landscape', false, 20 * D),
    avatar('av5', 'u1', '品牌代言人', 'seed:avatar-studio', false, 10 * D),
    avatar('av6', 'u4', '代理讲师', 'seed:avatar-vertical', true, 8 * D),
  ];

  const voice = (
    id: string,
    userId: string,
    name: string,
    version: DbVoice['version'],
    ref: string,
    ago: number,
    extra: Partial<DbVoice> = {},
  ): DbVoice => ({
    id,
    userId,
    name,
    version,
    ref,
    createdAt: now - ago,
    trainedAt: now - ago + (version === 'hifi' ? 60 : 20) * S,
    fails: false,
    purchased: false,
    ...extra,
  });
  db.voices = [
    voice('vo1', 'u5', '我的声音', 'hifi', 'seed:voice-sample-2', 4 * D, { purchased: true }),
    voice('vo2', 'u5', '轻快女声', 'basic', 'seed:voice-sample-1', 2 * D),
    voice('vo3', 'u5', '嘈杂录音', 'basic', 'seed:voice-sample-1', 1 * D, { fails: true }),
    // Still training when the demo starts: at real speed it completes 45 s later; in tests the clock stands still.
    voice('vo4', 'u5', '新训练声音', 'hifi', 'seed:voice-sample-2', 15 * S, { trainedAt: now + 45 * S }),
    voice('vo5', 'u6', '赵磊的声音', 'basic', 'seed:voice-sample-2', 10 * D),
  ];

  const audio = (id: string, voiceId: string, voiceName: string, text: string, ref: string, ago: number): DbAudio => ({
    id,
    userId: 'u5',
    voiceId,
    voiceName,
    text,
    rate: 1,
    ref,
    durationS: 6,
    cost: 10,
    createdAt: now - ago,
    readyAt: now - ago + 5 * S,
  });
  db.audios = [
    audio('au1', 'vo1', '我的声音', '欢迎来到我们的直播间，<#0.3#>今天为大家介绍新品。', 'seed:voice-sample-2', 2 * H),
    audio(
      'au2',
      'sys-xiaoxiao',
      'Xiaoxiao',
      '感谢您的关注，<#1#>我们下期再见，祝您生活愉快。',
      'seed:tts-female',
      20 * H,
    ),
    audio('au3', 'sys-yunyang', 'Yunyang', '这是一段两天前生成的音频，已经超过保存期限。', 'seed:tts-male', 50 * H),
  ];
}
