import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import { memberNow, stopDigest } from './store';
import { verifyDigestUnsubscribeToken } from './unsubscribe-token';

/* Stopping a circle's digest from its e-mail's link, without signing in. */

const badLink = () => badRequest('This unsubscribe link is not valid.');

/**
 * The circle a link is about, checked before anything changes (the GET confirmation page). A member who has
 * left gets no digest, so the link has nothing to stop; it names no circle then.
 */
export async function digestUnsubscribeTarget(db: Database, secret: Buffer, token: string) {
  const target = verifyDigestUnsubscribeToken(secret, token);
  if (!target) throw badLink();
  const member = await memberNow(db, target.circleId, target.userId);
  if (!member) throw notFound('You are no longer in this circle, so it sends you no e-mail.');
  return { ...target, circleName: member.circleName };
}

/** Turns that circle's digest off for that member (the same whether it was on or already off). */
export async function unsubscribeDigest(db: Database, secret: Buffer, token: string) {
  const target = await digestUnsubscribeTarget(db, secret, token);
  await stopDigest(db, target.circleId, target.userId);
  return target;
}
