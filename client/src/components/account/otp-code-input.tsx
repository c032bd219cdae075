import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@common/api/auth';
import { cn } from '@/lib/utils';

export type OtpCodeInputProps = {
  value: string;
  onChange: (code: string) => void;
  /** Called once all six digits are in (typed or pasted). */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Labels the group, e.g. 'Verification code'. */
  label?: string;
  invalid?: boolean;
};

/** Six single-digit boxes: typing moves on, Backspace moves back, pasting a code fills them all. */
export function OtpCodeInput({
  value,
  onChange,
  onComplete,
  disabled,
  autoFocus,
  label = 'Verification code',
  invalid,
}: OtpCodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    const code = next.join('').slice(0, OTP_LENGTH);
    onChange(code);
    if (code.length === OTP_LENGTH && !next.includes('')) onComplete?.(code);
  };

  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - index);
    if (!incoming) return;
    const next = [...digits];
    for (const [offset, digit] of [...incoming].entries()) next[index + offset] = digit;
    commit(next);
    focus(index + incoming.length);
  };

  const onType = (index: number, typed: string) => {
    if (typed === '') {
      const next = [...digits];
      next[index] = '';
      return commit(next);
    }
    // A digit typed after the one already there replaces it; a longer value is an autofilled code.
    fillFrom(index, typed.length === 2 ? typed.slice(-1) : typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (next[index]) {
        next[index] = '';
      } else if (index > 0) {
        next[index - 1] = '';
        focus(index - 1);
      }
      commit(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-label={label} className="flex justify-center gap-2" dir="ltr">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onType(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          className={cn(
            'size-11 rounded-md border border-input bg-background text-center font-mono text-xl text-foreground shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive sm:size-12',
          )}
        />
      ))}
    </div>
  );
}
