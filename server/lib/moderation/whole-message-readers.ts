import { allKilled } from './all-killed';
import { peopleUrgedHarm } from './people-urged-harm';
import { foreignContemptOf, foreignSelfHarmUrge } from './foreign-calls';
import { conditionalHarm } from './conditional-harm';
import { raidPlanned } from './raid-planned';
import { posedElimination } from './posed-elimination';
import { askedOfScholar } from './asked-of-scholar';
import { daredSelfHarm, intimatedThreat } from './intimation';
import { threatAcrossSentences } from './threat-frames';
import { veiledThreat } from './veiled-threats';
import { wishedAgain } from './wished-again';
import { armedPlan } from './armed-plans';
import { watchedReader } from './watched-reader';
import { atrocityPraised } from './atrocity-praised';
import { volunteeredHarm } from './volunteered-harm';
import { operationalHarm } from './operational-harm';
import { doomPromised } from './doom-promised';
import { scholarHarmed } from './scholar-harmed';
import { piousDeath } from './pious-death';
import { turnedContempt } from './turned-contempt';
import { humanityDenied } from './humanity-denied';
import { baseUseOfSacred } from './base-use';
import { urgedEnding } from './urged-ending';
import { copiedEnding } from './copied-ending';
import { pointedEnding } from './pointed-ending';
import { executionPrescribed } from './execution-prescribed';
import { meansUrged } from './means-urged';
import { wrappedHarm } from './wrapped-harm';
import { reducedToUse } from './reduced-to-use';
import { ownHand } from './own-hand';
import { withheldWarning } from './withheld-warning';
import { desecrationBoasted } from './desecration-boasted';
import { gatheringDoom } from './gathering-doom';
import { costumedHarm } from './costumed-harm';
import { warnedKnowing } from './warned-knowing';
import { menaceSign } from './menace-signs';

/**
 * The readers of a whole message, beside the sentence rules (message-screen.ts): a threat or an urging whose parts
 * stand in different sentences, or whose sign is a pairing of words no single rule names. Each takes the message's
 * sentences joined by " . " (`joined`), some the message as typed (`message`, for emoji and other scripts); the first
 * to find something decides, in the order below.
 */
type Found = { rule: string; matched: string } | undefined;
type Sentence = { text: string; question: boolean };

/** Threats and incitement read over the message. */
export function threatOverMessage(
  sentences: readonly Sentence[],
  joined: string,
  message: string,
  questionsOnly: boolean,
): Found {
  return (
    threatAcrossSentences(sentences) ??
    intimatedThreat(joined, questionsOnly) ??
    veiledThreat(joined, questionsOnly) ??
    wishedAgain(joined) ??
    armedPlan(joined) ??
    watchedReader(joined) ??
    atrocityPraised(joined) ??
    volunteeredHarm(joined) ??
    operationalHarm(joined) ??
    doomPromised(joined) ??
    scholarHarmed(joined) ??
    piousDeath(joined) ??
    executionPrescribed(joined) ??
    wrappedHarm(joined) ??
    ownHand(joined) ??
    withheldWarning(joined) ??
    allKilled(joined) ??
    raidPlanned(joined) ??
    peopleUrgedHarm(joined) ??
    conditionalHarm(joined) ??
    gatheringDoom(joined, message) ??
    costumedHarm(joined, message) ??
    warnedKnowing(joined) ??
    menaceSign(joined)
  );
}

/** Self-harm urged on someone else, read over the message. */
export function selfHarmOverMessage(joined: string, message: string): Found {
  return (
    daredSelfHarm(joined) ??
    urgedEnding(joined) ??
    copiedEnding(joined) ??
    pointedEnding(joined) ??
    meansUrged(joined) ??
    foreignSelfHarmUrge(message)
  );
}

/** Contempt for a people or for what is sacred, read over the message; `plain` is its words with no sentence marks. */
export function contemptOverMessage(joined: string, message: string, plain: string): Found {
  return (
    turnedContempt(joined) ??
    humanityDenied(joined) ??
    reducedToUse(joined) ??
    posedElimination(joined) ??
    askedOfScholar(joined) ??
    desecrationBoasted(joined) ??
    foreignContemptOf(message) ??
    baseUseOfSacred(plain)
  );
}
