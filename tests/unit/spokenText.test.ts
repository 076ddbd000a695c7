import { describe, expect, it } from 'vitest';
import { estimateSeconds } from '../../src/domain/script';
import { jaNumber, spokenText } from '../../src/domain/spokenText';

/** A script's figures as they are read aloud (src/domain/spokenText.ts), in the four languages the platform speaks. */
describe('a script as it is read aloud', () => {
  it('English: prices, phone numbers, dates, times, units, percentages, web and street addresses', () => {
    expect(
      spokenText(
        'Our price is 1299 dollars. Call 800 555 0199 before 12/31/2026, or visit www.example.com today.',
        'en',
      ),
    ).toBe(
      'Our price is one thousand two hundred ninety-nine dollars. Call eight zero zero, five five five, zero one nine nine before December thirty-first, twenty twenty-six, or visit double-u double-u double-u dot example dot com today.',
    );
    expect(spokenText('Save 25% on orders above $49.99.', 'en')).toBe(
      'Save twenty-five percent on orders above forty-nine dollars and ninety-nine cents.',
    );
    expect(spokenText('Open 9:30 am to 6:00 pm, 2.5 kg, 12,000 fans.', 'en')).toBe(
      'Open nine thirty ay em to six pee em, two point five kilograms, twelve thousand fans.',
    );
    expect(spokenText('Visit 221 Baker St., Apt. 3, the 3rd door on 2026-03-15.', 'en')).toBe(
      'Visit two hundred twenty-one Baker Street, Apartment three, the third door on March fifteenth, twenty twenty-six.',
    );
    expect(spokenText('Hello 7670, welcome to our store.', 'en')).toBe(
      'Hello seven thousand six hundred seventy, welcome to our store.',
    );
  });

  it('Spanish: day before month, a decimal comma, a thousands point, street abbreviations', () => {
    expect(spokenText('El precio es de 1299 euros. Llame al 912 345 678 antes del 31/12/2026.', 'es')).toBe(
      'El precio es de mil doscientos noventa y nueve euros. Llame al nueve uno dos, tres cuatro cinco, seis siete ocho antes del treinta y uno de diciembre de dos mil veintiséis.',
    );
    expect(spokenText('Pesa 2,5 kg, cuesta 24.500 euros, a las 9:30, un 25%.', 'es')).toBe(
      'Pesa dos coma cinco kilos, cuesta veinticuatro mil quinientos euros, a las nueve y media, un veinticinco por ciento.',
    );
    expect(spokenText('Mide 2.5 metros.', 'es')).toBe('Mide dos punto cinco metros.');
    expect(spokenText('Av. de la Constitución 45, C/ Mayor 12. No se la pierda.', 'es')).toBe(
      'avenida de la Constitución cuarenta y cinco, calle Mayor doce. No se la pierda.',
    );
  });

  it('Chinese: everyday numerals, a year digit by digit, phone digits in groups, units and percentages', () => {
    expect(spokenText('我们的价格是1299元，请在2026年12月31日之前拨打138 0013 8000。', 'zh')).toBe(
      '我们的价格是一千二百九十九元，请在二零二六年十二月三十一日之前拨打一三八，零零一三，八零零零。',
    );
    expect(spokenText('满199元立减25%，每箱2.5kg，10点30分，时速120km/h。', 'zh')).toBe(
      '满一百九十九元立减百分之二十五，每箱二点五公斤，十点三十分，时速一百二十公里每小时。',
    );
    expect(spokenText('活动上午9:30开始，截止到2026-03-15。', 'zh')).toBe(
      '活动上午九点半开始，截止到二零二六年三月十五日。',
    );
  });

  it('Japanese: numbers in kana with their sound changes, dates, times, phone numbers and block addresses', () => {
    expect(jaNumber('1299')).toBe('せんにひゃくきゅうじゅうきゅう');
    expect(jaNumber('300')).toBe('さんびゃく');
    expect(jaNumber('8000')).toBe('はっせん');
    expect(jaNumber('12000')).toBe('いちまんにせん');
    expect(jaNumber('2.5')).toBe('にてんご');
    expect(spokenText('ねだんは1299えんです。2026/12/31までに、03 1234 5678におでんわください。', 'ja')).toBe(
      'ねだんはせんにひゃくきゅうじゅうきゅうえんです。にせんにじゅうろくねんじゅうにがつさんじゅういちにちまでに、ぜろさん、いちにさんよん、ごろくななはちにおでんわください。',
    );
    expect(spokenText('セールは9:30から、25%オフ、500ml、じんなん1-2-3。', 'ja')).toBe(
      'セールはくじはんから、にじゅうごパーセントオフ、ごひゃくミリリットル、じんなんいちのにのさん。',
    );
  });

  it('leaves a text with no figures as written, and the languages the engine reads itself alone', () => {
    const plain = 'Welcome to our live studio, today we introduce a brand new smart product.';
    expect(spokenText(plain, 'en')).toBe(plain);
    expect(spokenText('Le prix est 1299 euros.', 'fr')).toBe('Le prix est 1299 euros.');
  });

  it('the estimate counts figures as they are said: a price and a phone number take far longer than their digits', () => {
    const numeric = 'Our price is 1299 dollars. Call 800 555 0199 before 12/31/2026, or visit www.example.com today.';
    // The engine speaks this in about 15 s; counting its characters as letters said about 6.
    expect(estimateSeconds(numeric, 1, 'en')).toBeGreaterThan(13);
    expect(estimateSeconds(numeric, 1, 'en')).toBeLessThan(16);
    expect(estimateSeconds('Hello 7670, welcome to our store.', 1, 'en')).toBeGreaterThan(3.6);
  });
});
