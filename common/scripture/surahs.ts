/**
 * The 114 surahs of the Qur'an in order: transliterated name, English meaning, Arabic name, number of ayat.
 * Names as the Saheeh International edition (npm `quran-json`) spells them; the parser also accepts spellings
 * without the article, hyphen or final h ('Baqara', 'Al Fatiha') and the variants below.
 */
export type SurahData = {
  number: number;
  name: string;
  meaning: string;
  arabicName: string;
  ayahCount: number;
};

const surahRows: ReadonlyArray<readonly [string, string, string, number]> = [
  ['Al-Fatihah', 'The Opener', 'الفاتحة', 7],
  ['Al-Baqarah', 'The Cow', 'البقرة', 286],
  ["Ali 'Imran", 'Family of Imran', 'آل عمران', 200],
  ['An-Nisa', 'The Women', 'النساء', 176],
  ["Al-Ma'idah", 'The Table Spread', 'المائدة', 120],
  ["Al-An'am", 'The Cattle', 'الأنعام', 165],
  ["Al-A'raf", 'The Heights', 'الأعراف', 206],
  ['Al-Anfal', 'The Spoils of War', 'الأنفال', 75],
  ['At-Tawbah', 'The Repentance', 'التوبة', 129],
  ['Yunus', 'Jonah', 'يونس', 109],
  ['Hud', 'Hud', 'هود', 123],
  ['Yusuf', 'Joseph', 'يوسف', 111],
  ["Ar-Ra'd", 'The Thunder', 'الرعد', 43],
  ['Ibrahim', 'Abraham', 'ابراهيم', 52],
  ['Al-Hijr', 'The Rocky Tract', 'الحجر', 99],
  ['An-Nahl', 'The Bee', 'النحل', 128],
  ['Al-Isra', 'The Night Journey', 'الإسراء', 111],
  ['Al-Kahf', 'The Cave', 'الكهف', 110],
  ['Maryam', 'Mary', 'مريم', 98],
  ['Taha', 'Ta-Ha', 'طه', 135],
  ['Al-Anbya', 'The Prophets', 'الأنبياء', 112],
  ['Al-Hajj', 'The Pilgrimage', 'الحج', 78],
  ["Al-Mu'minun", 'The Believers', 'المؤمنون', 118],
  ['An-Nur', 'The Light', 'النور', 64],
  ['Al-Furqan', 'The Criterion', 'الفرقان', 77],
  ["Ash-Shu'ara", 'The Poets', 'الشعراء', 227],
  ['An-Naml', 'The Ant', 'النمل', 93],
  ['Al-Qasas', 'The Stories', 'القصص', 88],
  ["Al-'Ankabut", 'The Spider', 'العنكبوت', 69],
  ['Ar-Rum', 'The Romans', 'الروم', 60],
  ['Luqman', 'Luqman', 'لقمان', 34],
  ['As-Sajdah', 'The Prostration', 'السجدة', 30],
  ['Al-Ahzab', 'The Combined Forces', 'الأحزاب', 73],
  ['Saba', 'Sheba', 'سبإ', 54],
  ['Fatir', 'Originator', 'فاطر', 45],
  ['Ya-Sin', 'Ya Sin', 'يس', 83],
  ['As-Saffat', 'Those who set the Ranks', 'الصافات', 182],
  ['Sad', 'The Letter "Saad"', 'ص', 88],
  ['Az-Zumar', 'The Troops', 'الزمر', 75],
  ['Ghafir', 'The Forgiver', 'غافر', 85],
  ['Fussilat', 'Explained in Detail', 'فصلت', 54],
  ['Ash-Shuraa', 'The Consultation', 'الشورى', 53],
  ['Az-Zukhruf', 'The Ornaments of Gold', 'الزخرف', 89],
  ['Ad-Dukhan', 'The Smoke', 'الدخان', 59],
  ['Al-Jathiyah', 'The Crouching', 'الجاثية', 37],
  ['Al-Ahqaf', 'The Wind-Curved Sandhills', 'الأحقاف', 35],
  ['Muhammad', 'Muhammad', 'محمد', 38],
  ['Al-Fath', 'The Victory', 'الفتح', 29],
  ['Al-Hujurat', 'The Rooms', 'الحجرات', 18],
  ['Qaf', 'The Letter "Qaf"', 'ق', 45],
  ['Adh-Dhariyat', 'The Winnowing Winds', 'الذاريات', 60],
  ['At-Tur', 'The Mount', 'الطور', 49],
  ['An-Najm', 'The Star', 'النجم', 62],
  ['Al-Qamar', 'The Moon', 'القمر', 55],
  ['Ar-Rahman', 'The Beneficent', 'الرحمن', 78],
  ["Al-Waqi'ah", 'The Inevitable', 'الواقعة', 96],
  ['Al-Hadid', 'The Iron', 'الحديد', 29],
  ['Al-Mujadila', 'The Pleading Woman', 'المجادلة', 22],
  ['Al-Hashr', 'The Exile', 'الحشر', 24],
  ['Al-Mumtahanah', 'She that is to be examined', 'الممتحنة', 13],
  ['As-Saf', 'The Ranks', 'الصف', 14],
  ["Al-Jumu'ah", 'The Congregation, Friday', 'الجمعة', 11],
  ['Al-Munafiqun', 'The Hypocrites', 'المنافقون', 11],
  ['At-Taghabun', 'The Mutual Disillusion', 'التغابن', 18],
  ['At-Talaq', 'The Divorce', 'الطلاق', 12],
  ['At-Tahrim', 'The Prohibition', 'التحريم', 12],
  ['Al-Mulk', 'The Sovereignty', 'الملك', 30],
  ['Al-Qalam', 'The Pen', 'القلم', 52],
  ['Al-Haqqah', 'The Reality', 'الحاقة', 52],
  ["Al-Ma'arij", 'The Ascending Stairways', 'المعارج', 44],
  ['Nuh', 'Noah', 'نوح', 28],
  ['Al-Jinn', 'The Jinn', 'الجن', 28],
  ['Al-Muzzammil', 'The Enshrouded One', 'المزمل', 20],
  ['Al-Muddaththir', 'The Cloaked One', 'المدثر', 56],
  ['Al-Qiyamah', 'The Resurrection', 'القيامة', 40],
  ['Al-Insan', 'The Man', 'الانسان', 31],
  ['Al-Mursalat', 'The Emissaries', 'المرسلات', 50],
  ['An-Naba', 'The Tidings', 'النبإ', 40],
  ["An-Nazi'at", 'Those who drag forth', 'النازعات', 46],
  ["'Abasa", 'He Frowned', 'عبس', 42],
  ['At-Takwir', 'The Overthrowing', 'التكوير', 29],
  ['Al-Infitar', 'The Cleaving', 'الإنفطار', 19],
  ['Al-Mutaffifin', 'The Defrauding', 'المطففين', 36],
  ['Al-Inshiqaq', 'The Sundering', 'الإنشقاق', 25],
  ['Al-Buruj', 'The Mansions of the Stars', 'البروج', 22],
  ['At-Tariq', 'The Nightcommer', 'الطارق', 17],
  ["Al-A'la", 'The Most High', 'الأعلى', 19],
  ['Al-Ghashiyah', 'The Overwhelming', 'الغاشية', 26],
  ['Al-Fajr', 'The Dawn', 'الفجر', 30],
  ['Al-Balad', 'The City', 'البلد', 20],
  ['Ash-Shams', 'The Sun', 'الشمس', 15],
  ['Al-Layl', 'The Night', 'الليل', 21],
  ['Ad-Duhaa', 'The Morning Hours', 'الضحى', 11],
  ['Ash-Sharh', 'The Relief', 'الشرح', 8],
  ['At-Tin', 'The Fig', 'التين', 8],
  ["Al-'Alaq", 'The Clot', 'العلق', 19],
  ['Al-Qadr', 'The Power', 'القدر', 5],
  ['Al-Bayyinah', 'The Clear Proof', 'البينة', 8],
  ['Az-Zalzalah', 'The Earthquake', 'الزلزلة', 8],
  ["Al-'Adiyat", 'The Courser', 'العاديات', 11],
  ["Al-Qari'ah", 'The Calamity', 'القارعة', 11],
  ['At-Takathur', 'The Rivalry in world increase', 'التكاثر', 8],
  ["Al-'Asr", 'The Declining Day', 'العصر', 3],
  ['Al-Humazah', 'The Traducer', 'الهمزة', 9],
  ['Al-Fil', 'The Elephant', 'الفيل', 5],
  ['Quraysh', 'Quraysh', 'قريش', 4],
  ["Al-Ma'un", 'The Small kindnesses', 'الماعون', 7],
  ['Al-Kawthar', 'The Abundance', 'الكوثر', 3],
  ['Al-Kafirun', 'The Disbelievers', 'الكافرون', 6],
  ['An-Nasr', 'The Divine Support', 'النصر', 3],
  ['Al-Masad', 'The Palm Fiber', 'المسد', 5],
  ['Al-Ikhlas', 'The Sincerity', 'الإخلاص', 4],
  ['Al-Falaq', 'The Daybreak', 'الفلق', 5],
  ['An-Nas', 'Mankind', 'الناس', 6],
];

export const surahs: readonly SurahData[] = surahRows.map(
  ([name, meaning, arabicName, ayahCount], index) => ({
    number: index + 1,
    name,
    meaning,
    arabicName,
    ayahCount,
  }),
);

/** Common spellings the transliteration rules do not cover, by surah number. */
export const surahVariantNames: Readonly<Record<number, readonly string[]>> = {
  1: ['Fatiha', 'Al-Fatiha'],
  3: ['Al Imran', 'Aal-e-Imran', 'Al-i-Imran', 'Ale Imran', 'Imran'],
  9: ['Tawba', 'Taubah', "Bara'ah"],
  17: ['Bani Israil', 'Al-Isra'],
  20: ['Ta-Ha', 'Ta Ha'],
  21: ['Al-Anbiya'],
  36: ['Yasin', 'Yaseen', 'Ya Sin'],
  40: ["Al-Mu'min"],
  41: ['Ha-Mim Sajdah'],
  42: ['Ash-Shura'],
  47: ['Al-Qital'],
  55: ['Rahman'],
  76: ['Ad-Dahr'],
  93: ['Ad-Duha'],
  94: ['Al-Inshirah', 'Ash-Sharh'],
  111: ['Al-Lahab', 'Tabbat'],
  112: ['Al-Ikhlaas', 'Tawhid'],
};

/** 'Al-Baqarah', 'al Baqara', 'Baqarah' → one key: no article, no punctuation or diacritics, no final h. */
export function surahKey(name: string): string {
  const key = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’ʼ‘`]/g, "'")
    .trim()
    .replace(/^(?:a[a-z]{0,2}|el|ul)[\s\-‐']+(?=\S)/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
  return key.length > 3 ? key.replace(/h$/, '') : key;
}

const surahByKey = new Map<string, number>();
const surahByMeaning = new Map<string, number>();
for (const surah of surahs) {
  for (const name of [surah.name, surah.arabicName, ...(surahVariantNames[surah.number] ?? [])]) {
    surahByKey.set(surahKey(name), surah.number);
  }
  surahByMeaning.set(surahKey(surah.meaning), surah.number);
}

/**
 * The surah number for a name. English meanings ('The Cow') only when the caller saw the word 'Surah' first:
 * in prose they are ordinary words.
 */
export function findSurah(name: string, options: { allowMeaning: boolean }): number | undefined {
  const key = surahKey(name);
  if (!key) return undefined;
  return surahByKey.get(key) ?? (options.allowMeaning ? surahByMeaning.get(key) : undefined);
}
