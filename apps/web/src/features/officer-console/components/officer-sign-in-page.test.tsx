import { officerSessionAnswer } from '../../../../tests/officer-session-answer';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ERROR_CODES } from '@aviation-permits/domain/http';
import { OFFICER_API_PATHS, OFFICER_MESSAGES } from '@aviation-permits/domain/officer';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import type { OfficerSessionAnswer, OfficerStage } from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { OfficerSignInPage } from './officer-sign-in-page';

const EMAIL_CODE = '123456';
const APP_CODE = '654321';
/** A recovery code as the form sends it, whatever the case, hyphen or spaces typed. */
const RECOVERY_CODE = 'abcdefghjk';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-fghjk`);

function session(stage: OfficerStage, enrolled: boolean): OfficerSessionAnswer {
  return officerSessionAnswer(stage, { enrolled });
}

function wrongCode(path: string, message: string): ApiError {
  return new ApiError({
    message: 'wrong code',
    url: path,
    status: 400,
    errorCodes: ERROR_CODES.validation,
    errors: [{ field: 'code', errorMessage: message }],
  });
}

/** The officer service as the page sees it, for an officer who is or is not set up yet. */
function fakeOfficerService({
  enrolled,
  limited = false,
}: {
  enrolled: boolean;
  limited?: boolean;
}) {
  const paths: string[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      paths.push(path);
      const answer = async (body: unknown) => (await loadAnswerSchema(options.schema)).parse(body);
      const { code } = (options.body ?? {}) as { code?: string };
      switch (path) {
        case OFFICER_API_PATHS.signInCode:
          return answer({ resendAfterSeconds: 60, expiresInSeconds: 1800 });
        case OFFICER_API_PATHS.signInCodeVerify:
          if ((options.body as { otp: string }).otp !== EMAIL_CODE) {
            throw new ApiError({
              message: 'wrong code',
              url: path,
              status: 400,
              errorCodes: ERROR_CODES.validation,
              errors: [{ field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed }],
            });
          }
          return answer(session(enrolled ? 'second-factor' : 'enrolment', enrolled));
        case OFFICER_API_PATHS.enrolment:
          return answer({
            otpauthUri: 'otpauth://totp/CAA:desk@caa.example?secret=JBSWY3DPEHPK3PXP',
            qrCode: 'data:image/png;base64,iVBORw0KGgo=',
            manualKey: 'JBSW Y3DP EHPK 3PXP',
          });
        case OFFICER_API_PATHS.enrolmentConfirm:
          if (code !== APP_CODE) throw wrongCode(path, OFFICER_MESSAGES.wrongTotp);
          return answer({ recoveryCodes: RECOVERY_CODES, session: session('signed-in', true) });
        case OFFICER_API_PATHS.signInTotp:
          if (limited) {
            throw new ApiError({
              message: 'limited',
              url: path,
              status: 429,
              errorCodes: ERROR_CODES.tooManyRequests,
              detail: 'Too many requests. Please try again in 540 seconds.',
            });
          }
          if (code !== APP_CODE) throw wrongCode(path, OFFICER_MESSAGES.wrongTotp);
          return answer(session('signed-in', true));
        case OFFICER_API_PATHS.signInRecoveryCode:
          if (code !== RECOVERY_CODE) throw wrongCode(path, OFFICER_MESSAGES.wrongRecoveryCode);
          return answer(session('signed-in', true));
        default:
          throw new Error(`unexpected call ${path}`);
      }
    },
  };
  return { api, paths };
}

function renderSignIn(
  service: ReturnType<typeof fakeOfficerService>,
  resumeAt?: OfficerSessionAnswer,
) {
  const onSignedIn = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ApiClientProvider client={service.api}>
      <QueryClientProvider client={queryClient}>
        <OfficerSignInPage resumeAt={resumeAt} onSignedIn={onSignedIn} />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { onSignedIn };
}

async function passEmailCode() {
  await userEvent.type(screen.getByLabelText('Email Address'), 'desk@caa.example');
  await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  await userEvent.type(await screen.findByLabelText('OTP'), EMAIL_CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('/officer/login (OFF-2 to OFF-4, OFF-16)', () => {
  it('first sign-in: e-mail code, the app set up from the QR code or the key, the recovery codes once', async () => {
    const service = fakeOfficerService({ enrolled: false });
    const { onSignedIn } = renderSignIn(service);
    await passEmailCode();

    expect(
      await screen.findByRole('img', { name: /QR code for your authenticator app/ }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field).toHaveFocus();

    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Complete the set-up' }));
    expect(await screen.findByText(OFFICER_MESSAGES.wrongTotp)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, APP_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Complete the set-up' }));

    expect(
      await screen.findByRole('heading', { name: 'Save your recovery codes now' }),
    ).toBeVisible();
    const shown = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(RECOVERY_CODES);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));
    expect(screen.getByText('Save your recovery codes, then tick the box.')).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(service.paths).toEqual([
      OFFICER_API_PATHS.signInCode,
      OFFICER_API_PATHS.signInCodeVerify,
      OFFICER_API_PATHS.enrolment,
      OFFICER_API_PATHS.enrolmentConfirm,
      OFFICER_API_PATHS.enrolmentConfirm,
    ]);
  });

  it('later sign-ins: the app code, checked in the browser and by the server', async () => {
    const service = fakeOfficerService({ enrolled: true });
    const { onSignedIn } = renderSignIn(service);
    await passEmailCode();

    const field = await screen.findByLabelText('Authenticator code');
    await userEvent.type(field, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(OFFICER_MESSAGES.wrongTotp)).toBeVisible();
    expect(service.paths).not.toContain(OFFICER_API_PATHS.signInTotp);

    await userEvent.clear(field);
    await userEvent.type(field, APP_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('shows the wrong-code limit with the wait at the field (429)', async () => {
    renderSignIn(fakeOfficerService({ enrolled: true, limited: true }));
    await passEmailCode();
    await userEvent.type(await screen.findByLabelText('Authenticator code'), APP_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('Too many requests. Please try again in 540 seconds.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Authenticator code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a recovery code instead of the app code', async () => {
    const service = fakeOfficerService({ enrolled: true });
    const { onSignedIn } = renderSignIn(service, session('second-factor', true));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use a recovery code instead' }),
    );

    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'zzzzz-zzzzz');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(OFFICER_MESSAGES.wrongRecoveryCode)).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'ABCDE-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('an officer still setting up the app after a reload continues at the set-up', async () => {
    renderSignIn(fakeOfficerService({ enrolled: false }), session('enrolment', false));
    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeVisible();
    expect(screen.queryByLabelText('Email Address')).toBeNull();
  });
});
