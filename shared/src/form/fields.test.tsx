import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxField, PasswordField, SelectField, TextField, type Registration } from './fields';

const registration = (name: string): Registration => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined });

describe('form kit', () => {
  it('labels a field and ties its hint and error to it', () => {
    render(<TextField label="Postcode" hint="For example SW11 1NZ" error={{ message: 'Please enter a full UK postcode.' }} registration={registration('postcode')} />);
    const input = screen.getByLabelText('Postcode');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['For example SW11 1NZ', 'Please enter a full UK postcode.']);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a full UK postcode.');
  });

  it('has no error state without an error', () => {
    render(<TextField label="Town" registration={registration('town')} />);
    expect(screen.getByLabelText('Town').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText('Town').getAttribute('aria-describedby')).toBeNull();
  });

  it('shows and hides a password (§5)', () => {
    render(<PasswordField label="Password" autoComplete="current-password" registration={registration('password')} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('renders a select with its options and a checkbox with its label', () => {
    render(
      <>
        <SelectField
          label="Title"
          options={[
            { value: '', label: 'Choose' },
            { value: '1', label: 'Mr' },
          ]}
          registration={registration('titleId')}
        />
        <CheckboxField label="Make this my default address" registration={registration('isDefault')} />
      </>,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'Mr']);
    expect(screen.getByLabelText('Make this my default address').getAttribute('type')).toBe('checkbox');
  });
});
