import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './sign-up-form';

async function fillAllBut(skip: string) {
  const values: Record<string, string> = {
    'First Name': 'Miriam',
    'Last Name': 'Cohen',
    Username: 'miriam',
    Email: 'miriam.cohen@example.org',
    Password: 'light-upon-light',
  };
  for (const [label, value] of Object.entries(values)) {
    if (label !== skip) await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe('SignUpForm', () => {
  it('asks for an email or phone when the email is left empty, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} pending={false} />);
    await fillAllBut('Email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Either email or phone is required')).toBeTruthy();
    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('still rejects an address that is not one', async () => {
    render(<SignUpForm onSubmit={vi.fn()} pending={false} />);
    await fillAllBut('Email');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('sends a filled form with the address lower-cased', async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} pending={false} />);
    await fillAllBut('Email');
    await userEvent.type(screen.getByLabelText('Email'), 'Miriam.Cohen@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      email: 'miriam.cohen@example.org',
      username: 'miriam',
    });
  });
});
