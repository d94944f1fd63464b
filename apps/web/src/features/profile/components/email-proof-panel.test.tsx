import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { EMAIL_PROOF_MESSAGES, REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { EmailProofPanel, SEND_EMAIL_CODE_LABEL } from './email-proof-panel';

// ACC-34: a Singpass or Corppass user proves the profile's address with a one-time code.

const RIGHT_CODE = '654321';

function renderPanel(email: string, provedEmail: string | null) {
  const calls: { path: string; body: unknown }[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      calls.push({ path, body: options.body });
      if (path === API_PATHS.profileEmailCode) {
        return (await loadAnswerSchema(options.schema)).parse({
          resendAfterSeconds: 60,
          expiresInSeconds: 1800,
        });
      }
      const { otp } = options.body as { otp: string };
      if (otp === RIGHT_CODE)
        return (await loadAnswerSchema(options.schema)).parse({ provedEmail: email });
      throw new ApiError({
        message: 'wrong code',
        url: path,
        status: 400,
        errorCodes: ERROR_CODES.validation,
        errors: [{ field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed }],
      });
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <EmailProofPanel email={email} provedEmail={provedEmail} />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('the e-mail proof panel', () => {
  it('says a proved address is verified and offers nothing more', () => {
    renderPanel('Pilot@Example.com', 'pilot@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL_PROOF_MESSAGES.proved);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a code to an unproved address, shows the spec message for a wrong code, then verifies', async () => {
    const { calls, user } = renderPanel('new.address@example.com', 'old@example.com');
    expect(screen.getByText(EMAIL_PROOF_MESSAGES.needsProof)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SEND_EMAIL_CODE_LABEL }));
    expect(await screen.findByText(EMAIL_PROOF_MESSAGES.codeSent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();

    // APP-90: the kit's one-time-code field, the sent message and the refusal read with it.
    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAccessibleDescription(EMAIL_PROOF_MESSAGES.codeSent);
    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.otpVerificationFailed)).toBeVisible();
    expect(otp).toBeInvalid();
    expect(otp).toHaveAccessibleDescription(
      `${EMAIL_PROOF_MESSAGES.codeSent} ${REGISTRATION_MESSAGES.otpVerificationFailed}`,
    );

    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(calls.at(-1)).toEqual({
      path: API_PATHS.profileEmailVerify,
      body: { email: 'new.address@example.com', otp: RIGHT_CODE },
    });
  });

  it('offers nothing for an address that is not valid yet', () => {
    renderPanel('half@', null);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
