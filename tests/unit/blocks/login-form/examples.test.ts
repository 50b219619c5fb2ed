import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { loginFormExamples } from '../../../../src/blocks/login-form/examples';
import { describeExamples } from '../../support/blockExamples';

describeExamples(loginFormExamples, {
  default: (view, { intro }) => {
    expect(within(view).getByText(intro)).toBeTruthy();
    expect(within(view).getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(within(view).getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(within(view).getByRole('button', { name: 'Login' })).toBeTruthy();
  },
});
