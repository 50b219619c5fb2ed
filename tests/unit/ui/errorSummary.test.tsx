// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { Field } from '../../../src/ui/Field';
import { errorIdOf, type FieldError } from '../../../src/ui/formErrors';
import { en } from '../../../src/i18n/messages/en';

/** A two-field form as the site's forms use the summary: a send that finds mistakes counts one more attempt. */
function Form({ found, hint }: { found: (name: string, city: string) => FieldError[]; hint?: string }) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const messageOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  return (
    <>
      <ErrorSummary errors={errors} attempt={attempt} heading={en.forms.errors.summaryHeading} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          // Both fields are text inputs: each value is a string.
          const text = (field: string) => {
            const value = data.get(field);
            return typeof value === 'string' ? value : '';
          };
          const now = found(text('name'), text('city'));
          setErrors(now);
          if (now.length) setAttempt((count) => count + 1);
        }}
      >
        <Field id="name" label="Name" hint={hint} error={messageOf('name')} errorPrefix={en.forms.errors.fieldPrefix}>
          {(control) => <input {...control} name="name" />}
        </Field>
        <Field id="city" label="City" error={messageOf('city')} errorPrefix={en.forms.errors.fieldPrefix}>
          {(control) => <input {...control} name="city" />}
        </Field>
        <button type="submit">Send</button>
      </form>
    </>
  );
}

const required = (name: string, city: string): FieldError[] => [
  ...(name ? [] : [{ fieldId: 'name', message: 'Enter your name' }]),
  ...(city ? [] : [{ fieldId: 'city', message: 'Enter your city' }]),
];

const summaryBox = () => screen.getByRole('heading', { name: 'There is a problem' }).closest<HTMLElement>('[tabindex="-1"]')!;

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

afterEach(cleanup);

describe('the error summary', () => {
  it('draws nothing while there are no mistakes', () => {
    render(<ErrorSummary errors={[]} attempt={0} heading={en.forms.errors.summaryHeading} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('lists each mistake as a link to its field, in an alert titled "There is a problem", and takes focus', async () => {
    render(<Form found={required} />);
    await send();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('There is a problem');
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your name', '#name'],
      ['Enter your city', '#city'],
    ]);
    expect(document.activeElement).toBe(summaryBox());
  });

  it('a link moves focus to its field', async () => {
    render(<Form found={required} />);
    await send();
    fireEvent.click(screen.getByRole('link', { name: 'Enter your city' }));
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    fireEvent.click(screen.getByRole('link', { name: 'Enter your name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('marks each invalid field aria-invalid and ties its message to it, after any hint; a valid field is left alone', async () => {
    render(<Form found={required} hint="As on your passport." />);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lahore' } });
    await send();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(`name-hint ${errorIdOf('name')}`);
    expect(document.getElementById(errorIdOf('name'))?.textContent).toBe('Error: Enter your name');
    const city = screen.getByLabelText('City');
    expect(city.getAttribute('aria-invalid')).toBeNull();
    expect(city.getAttribute('aria-describedby')).toBeNull();
    expect((city as HTMLInputElement).value).toBe('Lahore');
  });

  it('takes focus again on every refused send, even with the same mistakes', async () => {
    render(<Form found={required} />);
    await send();
    screen.getByLabelText('Name').focus();
    await send();
    expect(document.activeElement).toBe(summaryBox());
  });

  it('goes away, with the marks on the fields, once the mistakes are put right', async () => {
    render(<Form found={required} />);
    await send();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lahore' } });
    await send();
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
