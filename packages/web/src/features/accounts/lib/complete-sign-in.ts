import type { SignedIn } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { homeFor, isHeldMember, saveSignIn, takeRedirect } from '../../../lib/session';

/**
 * Stores a fresh sign-in and answers where the user goes next (spec section 4): an
 * unverified email to the verify page; a request to join not yet approved to the waiting page; else the path stored before a forced sign-in;
 * else the home of the user's kind (buyer dashboard or quick start, seller orders).
 */
export function completeSignIn(signedIn: SignedIn): string {
  saveSignIn(signedIn);
  if (!signedIn.account.email_validation_status) return paths.verifyEmail(signedIn.account.id);
  if (isHeldMember(signedIn.account)) return paths.joinPending();
  return takeRedirect() ?? homeFor(signedIn.account);
}
