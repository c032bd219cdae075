/**
 * Share card benchmark: how long one 1080×1080 verse card takes to draw and encode (@napi-rs/canvas) and how big
 * the PNG is, per script: Latin, Arabic, Hebrew, Devanagari, and a long hadith that has to shrink and be cut.
 * Wall time and this process's CPU time per card (CPU barely moves with the load other engineers put on the
 * machine). The first card of the process (font registration, the mark's SVG) is reported apart.
 *
 *   npx tsx bench/share-card.ts [--rounds 10]
 */
import os from 'node:os';
import { renderVerseCard, type CardVerse } from '../server/features/share/card-render';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 10;

const samples: Record<string, CardVerse> = {
  'Latin (John 3:16, WEB)': {
    text: 'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    reference: 'John 3:16',
    translationName: 'World English Bible',
    language: 'en',
    direction: 'ltr',
  },
  'Arabic (Al-Fatihah 1)': {
    text: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ',
    reference: "Qur'an 1:1",
    translationName: 'Arabic (Uthmani script)',
    language: 'ar',
    direction: 'rtl',
  },
  'Hebrew (Genesis 1:1)': {
    text: 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃',
    reference: 'Genesis 1:1',
    translationName: 'Hebrew (Westminster Leningrad Codex)',
    language: 'he',
    direction: 'rtl',
  },
  'Devanagari (Gita 1:1)': {
    text: 'धृतराष्ट्र उवाच\nधर्मक्षेत्रे कुरुक्षेत्रे समवेता युयुत्सवः।\nमामकाः पाण्डवाश्चैव किमकुर्वत सञ्जय',
    reference: 'Bhagavad Gita 1:1',
    translationName: 'Sanskrit (Devanagari)',
    language: 'sa',
    direction: 'ltr',
  },
  'Long, cut with … (1,600 chars)': {
    text: 'Actions are judged by their intentions, and every person will have only what he intended. '.repeat(
      18,
    ),
    reference: 'Sahih al-Bukhari 1:1',
    translationName: 'English',
    language: 'en',
    direction: 'ltr',
  },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(verse: CardVerse) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const png = await renderVerseCard(verse);
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, kb: png.length / 1024 };
}

const first = await timed(samples['Latin (John 3:16, WEB)']!);
console.log(`Load average ${os.loadavg()[0]!.toFixed(1)}; ${rounds} rounds; medians`);
console.log(`first card of the process: ${first.wall.toFixed(0)} ms wall, ${first.cpu.toFixed(0)} ms CPU`);
console.log('| Card | Wall ms | CPU ms | PNG KB |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, verse] of Object.entries(samples)) {
  const runs = [];
  for (let round = 0; round < rounds; round += 1) runs.push(await timed(verse));
  console.log(
    `| ${name} | ${median(runs.map((run) => run.wall)).toFixed(0)} | ${median(runs.map((run) => run.cpu)).toFixed(0)} | ${median(runs.map((run) => run.kb)).toFixed(0)} |`,
  );
}
