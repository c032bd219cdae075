/**
 * Words in quotation marks that the writer gives to someone else ("a man on the bus shouted 'Muslims out'", "they
 * posted \"Christians are parasites\" under my video", "found 'gas the jews' scratched into a stall") are that
 * person's words. The message is then read without them: what the writer says around the quotation decides. A
 * quotation the writer adopts ("as my uncle says, '...'", "he said '...' and he's right") is the writer's own.
 */
const speaker =
  "(?:someone|somebody|(?:some |the |these |those )?(?:men|women|boys|girls|kids|guys|people|protesters|protestors|students|fans|crowds?|mobs?|trolls|users|members)|whoever|whoever it was|anyone who|those who|the person who|the people who|a user|users|user [\\w.-]+|@[\\w.]+|a guy|some guy|a man|a woman|a boy|a girl|a kid|kids|a stranger|strangers|a troll|trolls|a commenter|commenters|a poster|people|he|she|they|my [\\p{L}'-]+|our [\\p{L}'-]+|a [\\p{L}'-]+|an [\\p{L}'-]+|the [\\p{L}'-]+|one of (?:them|the [\\p{L}'-]+|my [\\p{L}'-]+))";
const verb =
  "(?:said|says|say|saying|shouting|chanting|yelling|screaming|writing|posting|wrote|writes|posted|posts|commented|comments|replied|shouted|shouts|yelled|yells|screamed|chanted|chants|texted|messaged|dm'd|dmed|tweeted|sprayed|spray painted|painted|scrawled|scratched|carved|called (?:me|us|him|her|them|my \\p{L}+)|told (?:me|us|him|her|them|my \\p{L}+)|keeps saying|kept saying|keeps writing|kept writing|keeps posting|kept posting|keeps shouting|kept shouting|left (?:a|this|the) (?:comment|note|message|letter|sign)(?: [\\p{L}\\p{N}' ,]{0,30}?)?|sent (?:me|us) (?:a |this )?(?:message|dm|text)|(?:keeps |kept |keep )?(?:calling|dming|dm'ing|messaging|texting|tagging|sending (?:me|us))(?: (?:me|us|him|her|them|my \\p{L}+|[\\p{L}'-]+))?|calls? (?:me|us|him|her|them|my \\p{L}+|[\\p{L}'-]+s))";
/**
 * The quoted words, in double quotes or in single ones: a single quote opens after a space and closes before one
 * (or before punctuation), so the apostrophes of "don't" and "you're" inside it stay part of the words.
 */
const quoted = `(?:["“]|(?<!\\p{L})['‘])((?:[^"”'’\\n]|(?<=\\p{L})['’](?=\\p{L})){2,240})(?:["”]|['’](?!\\p{L}))`;
const attributed = new RegExp(
  `(?<!\\bas )\\b${speaker}(?: [^."“”\\n]{0,60}?)? ${verb}\\b[^"“”\\n]{0,24}?${quoted}`,
  'giu',
);
/** Words the writer heard or was told, in quotation marks: "Growing up I heard 'the only good...' from my grandfather". */
const heard = new RegExp(
  `\\b(?:i|we) (?:heard|hear|was told|were told|used to hear|grew up hearing|kept hearing|keep hearing)\\b[^"“”\\n]{0,24}?${quoted}`,
  'giu',
);
/** Messages received by what they say: "I keep getting DMs saying '...'", "a note that said '...'". */
const received = new RegExp(
  `\\b(?:dms?|messages?|comments?|texts?|emails?|notes?|replies|posts?|letters?|voicemails?)(?: [^."“”\\n]{0,40}?)? (?:saying|that says?|that said|reading|which says?|which said)\\b[^"“”\\n]{0,24}?${quoted}`,
  'giu',
);
/** Graffiti found: "'kill the monks' sprayed on the wall", "a swastika and 'gas the jews' scratched into a stall". */
const found = new RegExp(
  `${quoted} (?:was |were )?(?:sprayed|spray painted|painted|scrawled|scratched|carved|written|daubed|etched)\\b`,
  'giu',
);
/** A slogan named as what a thing carries: "those ISIS 'kill the kafir' videos", "the 'Jews out' chants". */
const named = new RegExp(
  `${quoted} (?:videos?|clips?|chants?|slogans?|signs?|banners?|placards?|posters?|rhetoric|graffiti|memes?|songs?|posts?|comments?|messages?|stickers?|t-shirts?|shirts?|flags?|propaganda|sermons?|speeches?|ideology|crowds?|mobs?|marches|rallies|accounts?|channels?|pages?|groups?)\\b`,
  'giu',
);
/**
 * A named slogan is someone else's only when the writer judges it or asks about it ("are the opposite of the
 * Prophet's mercy", "how do I answer"): "I love the '...' videos" and "'...' chants are great" adopt it.
 */
const judgedOrAsked =
  /(?:\b(?:opposite|disgust\w*|horrib\w*|horrif\w*|evil|wrong|sick\w*|vile|hateful|condemn\w*|against|scar\w*|afraid|terrif\w*|report\w*|shame\w*|awful|appall\w*|heartbreak\w*|hurt\w*|upset\w*|how (?:do|can|should|would)|why|what)\b|\?)/iu;
/**
 * The writer siding with the quoted words anywhere: "and he's right", "I agree", "facts", or asking to pass them on
 * ("can you turn that into a poem for his birthday card?", "put it on a t-shirt").
 */
export const agreed =
  /(?:\b(?:(?:turn|make|put|write|rewrite|set|print) (?:that|this|it|those words|these words|the quote|his words|her words)(?: \w+){0,2}? (?:into|as|on|in) (?:a |an |my |his |her |our )?(?:\w+ )?(?:poem|song|rap|verse|slogan|meme|poster|banner|shirt|t-shirt|tattoo|card|sermon|speech|chant|sign|mug|sticker|caption|tweet|post)|(?:he|she|they|he's|she's|they're|hes|shes|theyre) (?:is |are |was |were )?(?:right|correct|not wrong|spot on)|i agree|we agree|so true|facts|based|preach|true though|great idea|good idea|love it|love that|well said|exactly|couldn't agree more|has a point|had a point|lol|lmao|haha\w*|amen to that)\b|[😂🤣💯👍🔥])/iu;

/** The message with other people's quoted words taken out, or undefined when it quotes no one (or agrees). */
export function withoutOthersQuotes(message: string): string | undefined {
  // A named slogan counts only where the writer judges or asks about it.
  const patterns = judgedOrAsked.test(message)
    ? [attributed, received, heard, found, named]
    : [attributed, received, heard, found];
  let removed = false;
  const rest = patterns.reduce(
    (text, pattern) =>
      text.replace(pattern, (whole, quoted: string) => {
        removed = true;
        return whole.replace(quoted, '…');
      }),
    message,
  );
  if (!removed || agreed.test(rest)) return undefined;
  return rest;
}
