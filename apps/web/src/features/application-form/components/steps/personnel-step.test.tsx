import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { applicationSubmissionSchema } from '@aviation-permits/domain/application';
import { postalCodeLookupPath } from '@aviation-permits/domain/http';
import { sectionFieldNames } from '@/lib/application-sections/application-sections';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { emptyForm, tableFieldName, type ApplicationFormValues } from '../../model/form-values';
import { PersonnelStep } from './personnel-step';

// APP-21: on the operator step, "Retrieve Address" fills the operator company's address from its
// postal code through the account service's lookup (ACC-33), as the profile's does.

const ADDRESS = { blockNo: '10', streetName: 'BAYFRONT AVENUE', buildingName: 'MARINA BAY SANDS' };
const CHECK_STEP = 'Check step';

/** The lookup's answers by postal code: an address, or the HTTP status it fails with. */
function fakeLookup(answers: Record<string, typeof ADDRESS | number>) {
  const paths: string[] = [];
  const api: ApiClient = {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      paths.push(path);
      const code = Object.keys(answers).find((key) => path === postalCodeLookupPath(key));
      const answer = code === undefined ? undefined : answers[code];
      if (typeof answer === 'object') return (await loadAnswerSchema(options.schema)).parse(answer);
      throw new ApiError({ message: 'failed', url: path, status: answer ?? 404 });
    },
  };
  return { api, paths };
}

function Step() {
  const form = useForm<ApplicationFormValues>({
    resolver: zodResolver(
      applicationSubmissionSchema({ today: '2026-03-02' }),
    ) as unknown as Resolver<ApplicationFormValues>,
    defaultValues: emptyForm(3),
  });
  return (
    <>
      <PersonnelStep form={form} category={3} minPeople={2} maxPeople={5} />
      <button
        type="button"
        onClick={() => void form.trigger(sectionFieldNames('personnel', 3).map(tableFieldName))}
      >
        {CHECK_STEP}
      </button>
    </>
  );
}

function renderStep(answers: Record<string, typeof ADDRESS | number>) {
  const lookup = fakeLookup(answers);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ApiClientProvider client={lookup.api}>
      <QueryClientProvider client={queryClient}>
        <Step />
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { user: userEvent.setup(), paths: lookup.paths };
}

const retrieveButton = () => screen.getByRole('button', { name: 'Retrieve Address' });

describe('PersonnelStep: the operator address (APP-21)', () => {
  it('fills block, street and building from the postal code, and they stay editable', async () => {
    const { user, paths } = renderStep({ '018956': ADDRESS });

    await user.type(screen.getByLabelText('Postal Code'), '018956');
    await user.click(retrieveButton());

    expect(paths).toEqual([postalCodeLookupPath('018956')]);
    expect(await screen.findByDisplayValue('BAYFRONT AVENUE')).toBe(
      screen.getByLabelText('Street Name'),
    );
    expect(screen.getByLabelText('Block/House No.')).toHaveValue('10');
    expect(screen.getByLabelText('Building Name (optional)')).toHaveValue('MARINA BAY SANDS');

    await user.clear(screen.getByLabelText('Street Name'));
    await user.type(screen.getByLabelText('Street Name'), 'Bayfront Ave');
    expect(screen.getByLabelText('Street Name')).toHaveValue('Bayfront Ave');
  });

  it('asks for block and street, and the lookup clears those messages', async () => {
    const { user } = renderStep({ '018956': ADDRESS });

    await user.click(screen.getByRole('button', { name: CHECK_STEP }));
    expect(await screen.findByText('Block/House No. is mandatory.')).toBeVisible();
    expect(screen.getByText('Street Name is mandatory.')).toBeVisible();

    await user.type(screen.getByLabelText('Postal Code'), '018956');
    await user.click(retrieveButton());

    expect(await screen.findByDisplayValue('10')).toBe(screen.getByLabelText('Block/House No.'));
    expect(screen.queryByText('Block/House No. is mandatory.')).toBeNull();
    expect(screen.queryByText('Street Name is mandatory.')).toBeNull();
  });

  it.each([
    [404, 'Address not found.'],
    [503, 'Unable to retrieve data.'],
  ])('a lookup answering %s says "%s" beside the button', async (status, message) => {
    const { user } = renderStep({ '999999': status });

    await user.type(screen.getByLabelText('Postal Code'), '999999');
    await user.click(retrieveButton());

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(retrieveButton()).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Block/House No.')).toHaveValue('');
  });

  it('checks the postal code before looking it up', async () => {
    const { user, paths } = renderStep({});

    await user.type(screen.getByLabelText('Postal Code'), '12345');
    await user.click(retrieveButton());

    expect(await screen.findByText('Postal Code must be 6 digits')).toBeVisible();
    expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription(
      'Postal Code must be 6 digits',
    );
    expect(paths).toEqual([]);
  });
});
