import type { AuthContext } from './context';
import type { OtpTarget } from './otp-service';

/**
 * Tells the holder of an address that someone gave it to sign up (or moved a profile to it). It goes
 * out in place of the code a free address would get, sent the same way at the same point, so the
 * answer (and how long it takes) is the same while the one person who can act on it still hears of it.
 */
export async function deliverAddressNotice(ctx: AuthContext, target: OtpTarget): Promise<void> {
  if ('email' in target) {
    await ctx.mailer.send({
      to: target.email,
      subject: 'Someone tried to sign up with your address',
      text: [
        'Someone just tried to create a Sacred Circle account, or to move an account, to this address.',
        'It already belongs to your account, so nothing was changed and it stays yours.',
        '',
        'If this was you, sign in or reset your password; if not, you can ignore this message.',
        '',
        'Sacred Circle · Guiding Wisdom. Eternal Connection',
      ].join('\n'),
    });
  } else {
    await ctx.sms.send(
      target.phone,
      'Sacred Circle: someone tried to sign up with this number, which is already on your account. If this was you, sign in or reset your password; if not, you can ignore this message.',
    );
  }
}
