import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ANONYMOUS_SESSION } from '@aviation-permits/domain/session';
import { API_PATHS, ERROR_CODES, REDIRECT_PATHS } from '@aviation-permits/domain/http';
import {
  REGISTRATION_MESSAGES,
  SIGN_IN_ERROR_MESSAGES,
  VALIDATION_MESSAGES,
} from '@aviation-permits/domain/messages';
import type { UserSession } from '@aviation-permits/domain/session';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { LoginPage } from './login-page';

const RIGHT_CODE = '123456';
const SIGNED_IN: UserSession = {
  ...ANONYMOUS_SESSION,
  userSessionValid: true,
  status: 'PENDING_REGISTRATION',
  email: 'applicant@example.sg',
};

interface FakeServer {
  /** Seconds the server asks the page to wait before a resend. */
  resendAfterSeconds?: number;
  /** Holds the code request until the test releases it (to see the progress). */
  holdRequest?: Promise<void>;
}

/** The pipeline as the page sees it: answers by path, records every call with its options. */
function fakeApi(server: FakeServer = {}) {
  const calls: { path: string; options: CallOptions<unknown> }[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      calls.push({ path, options: options as CallOptions<unknown> });
      if (path === API_PATHS.otpRequest) {
        await server.holdRequest;
        return (await loadAnswerSchema(options.schema)).parse({
          resendAfterSeconds: server.resendAfterSeconds ?? 60,
          expiresInSeconds: 1800,
        });
      }
      if (path === API_PATHS.otpVerify) {
        const { otp } = options.body as { otp: string };
        if (otp === RIGHT_CODE) return (await loadAnswerSchema(options.schema)).parse(SIGNED_IN);
        throw new ApiError({
          message: 'wrong code',
          url: path,
          status: 400,
          errorCodes: ERROR_CODES.validation,
          errors: [{ field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed }],
        });
      }
      throw new Error(`unexpected call ${path}`);
    },
  };
  return { api, calls };
}

function renderLoginPage(options: { path?: string; server?: FakeServer } = {}) {
  const { api, calls } = fakeApi(options.server);
  const onSignedIn = vi.fn<(session: UserSession) => void>();
  const router = createMemoryRouter(
    [{ path: '/login', element: <LoginPage onSignedIn={onSignedIn} /> }],
    { initialEntries: [options.path ?? '/login'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ApiClientProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { calls, onSignedIn };
}

async function requestCode(email = 'Applicant@Example.sg') {
  await userEvent.type(screen.getByLabelText('Email Address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
}

describe('/login (ACC-1 to ACC-8)', () => {
  it('sends Singpass and Corppass users to the server redirect paths', () => {
    renderLoginPage();
    expect(screen.getByRole('link', { name: 'Log in with Singpass' })).toHaveAttribute(
      'href',
      REDIRECT_PATHS.singpassAuthorize,
    );
    expect(screen.getByRole('link', { name: 'Log in with Corppass' })).toHaveAttribute(
      'href',
      REDIRECT_PATHS.corppassAuthRedirect,
    );
  });

  it.each([
    ['not-an-address', VALIDATION_MESSAGES.emailInvalid],
    ['someone@localhost', VALIDATION_MESSAGES.emailInvalid],
  ])('refuses the address %j with "%s" and sends nothing', async (email, message) => {
    const { calls } = renderLoginPage();
    await requestCode(email);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('asks for a code with the human check, showing progress while the proof of work runs', async () => {
    let release: () => void = () => undefined;
    const holdRequest = new Promise<void>((resolve) => (release = resolve));
    const { calls } = renderLoginPage({ server: { holdRequest } });
    await requestCode();

    expect(await screen.findByRole('status')).toHaveTextContent(/security check/i);
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
    release();

    expect(await screen.findByLabelText('OTP')).toHaveFocus();
    expect(calls).toEqual([
      {
        path: API_PATHS.otpRequest,
        options: expect.objectContaining({
          method: 'POST',
          body: { email: 'applicant@example.sg' },
          humanCheck: true,
        }) as unknown,
      },
    ]);
  });

  it('counts down to the resend and then sends a new code to the same address', async () => {
    const { calls } = renderLoginPage({ server: { resendAfterSeconds: 2 } });
    await requestCode();

    expect(await screen.findByRole('button', { name: 'Resend OTP in 2 s' })).toBeDisabled();
    const resend = await screen.findByRole('button', { name: 'Resend OTP' }, { timeout: 4_000 });
    await userEvent.click(resend);

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.options.body).toEqual({ email: 'applicant@example.sg' });
    expect(await screen.findByRole('button', { name: 'Resend OTP in 2 s' })).toBeDisabled();
  });

  it('shows a code of the wrong shape as a failed verification without asking the server', async () => {
    const { calls } = renderLoginPage();
    await requestCode();
    await userEvent.type(await screen.findByLabelText('OTP'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(REGISTRATION_MESSAGES.otpVerificationFailed)).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual([API_PATHS.otpRequest]);
  });

  it("shows the server's wrong-code message next to the code", async () => {
    const { onSignedIn } = renderLoginPage();
    await requestCode();
    await userEvent.type(await screen.findByLabelText('OTP'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(REGISTRATION_MESSAGES.otpVerificationFailed)).toBeVisible();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands the new session on after the right code', async () => {
    const { calls, onSignedIn } = renderLoginPage();
    await requestCode();
    await userEvent.type(await screen.findByLabelText('OTP'), RIGHT_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN));
    expect(calls[1]).toMatchObject({
      path: API_PATHS.otpVerify,
      options: { method: 'POST', body: { email: 'applicant@example.sg', otp: RIGHT_CODE } },
    });
  });

  it('goes back to the address step on "Use a different e-mail address"', async () => {
    renderLoginPage();
    await requestCode();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use a different e-mail address' }),
    );
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
  });

  it.each(Object.entries(SIGN_IN_ERROR_MESSAGES))(
    '/login?error=%s explains what went wrong',
    (code, message) => {
      renderLoginPage({ path: `/login?error=${code}` });
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    },
  );

  it('shows no alert without an error', () => {
    renderLoginPage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
