import { TTS_TEXT_MAX_LENGTH } from '../../../../common/api/tts';

/*
 * A long answer as the scholars give one: several traditions, verse references, quotations, a list, numbers
 * and an unbroken run of clauses. Exactly the longest text the API accepts.
 */
const answer = `Forgiveness runs through every tradition on this shelf, though each tells it in its own voice.

In the Christian scriptures, Jesus answers Peter's question about how often to forgive with "seventy times seven" (Matthew 18:22), which is not a number to count but a way of saying: without end. The parable that follows, of the servant forgiven a great debt who then seizes a fellow servant over a small one, makes the point sharper still; mercy received and mercy withheld cannot live in the same heart. Paul writes to the Colossians, "Even as Christ forgave you, so also do ye" (Colossians 3:13).

The Quran calls God Al-Ghafur, the Forgiving, and Ar-Rahim, the Merciful, and asks the believer to let that mercy pass through him: "Let them pardon and overlook. Would you not like God to forgive you?" (Surah An-Nur 24:22). A hadith in Sahih Muslim adds that charity does not decrease wealth, and that no one forgives another except that God raises him in honour.

The Hebrew Bible gives us Joseph, who weeps over the brothers who sold him and tells them, "You meant evil against me, but God meant it for good" (Genesis 50:20). On Yom Kippur, the rabbis teach, God forgives what is between a person and God, but what is between one person and another is forgiven only when the wronged one has been asked, sincerely, up to three times.

In the Bhagavad Gita, Krishna names forgiveness (kshama) among the divine qualities, beside fearlessness, purity of heart and compassion for all beings (16:1-3). The Dhammapada puts it most simply of all: "Hatred never ceases by hatred, but by love alone is healed; this is an ancient and eternal law" (verse 5). Later teachers compare holding on to anger with grasping a hot coal in order to throw it at someone else: it is your own hand that is burned.

What do these voices share? Three things, I would say:
1. Forgiveness is first received, then given; no one is asked to pour from an empty cup.
2. It does not erase the wrong, pretend it was small, or demand that trust return at once; it releases the claim to repay it.
3. It is practised, day by day, more than it is felt in one moment — and on the hard days it is enough to want to want it.

If there is someone you are finding it difficult to forgive, you might begin with a small step: name the hurt honestly, pray or sit quietly with it for a few minutes each evening, and ask for the willingness rather than the feeling. Many people find that the feeling follows, slowly, the way a river finds its way around a stone, patiently, without forcing, until one day the water runs clear again and the stone is only a stone. May you find peace on that road, and may those who have wronged you, and those you have wronged, find it too; for as every one of these traditions teaches in its own words, the one who forgives is set free first, and the freedom is not a reward for being good but the very shape of the life we were made for, a life of mercy given and received, again and again, seventy times seven, until the counting stops.`;

export const longReply = answer.slice(0, TTS_TEXT_MAX_LENGTH);
