import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpCodeInput } from './otp-code-input';

function Harness({ completed }: { completed: string[] }) {
  const [code, setCode] = useState('');
  return (
    <>
      <OtpCodeInput value={code} onChange={setCode} onComplete={(full) => completed.push(full)} />
      <output aria-label="code">{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpCodeInput', () => {
  it('has six single-digit boxes and moves on as digits are typed', async () => {
    const completed: string[] = [];
    render(<Harness completed={completed} />);
    expect(boxes()).toHaveLength(6);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('4a8');
    expect(screen.getByLabelText('code').textContent).toBe('48');
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('1902');
    expect(completed).toEqual(['481902']);
  });

  it('fills every box from a pasted code', () => {
    const completed: string[] = [];
    render(<Harness completed={completed} />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 527 031 ' } });
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['5', '2', '7', '0', '3', '1']);
    expect(completed).toEqual(['527031']);
  });

  it('goes back with Backspace on an empty box', async () => {
    render(<Harness completed={[]} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByLabelText('code').textContent).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });
});
