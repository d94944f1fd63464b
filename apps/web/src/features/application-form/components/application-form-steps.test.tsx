import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mandatoryMessage } from '@aviation-permits/domain/messages';
import { shipInitData } from '@aviation-permits/domain/application';
import { SHIP_CROSSING } from '@aviation-permits/domain/test-fixtures';
import { NEXT_LABEL } from './application-form';
import {
  answerShipActivityStep,
  currentStep,
  draftCalls,
  ID,
  renderForm,
  TODAY,
} from '../../../../tests/application-form-harness';

// The steps (APP-10 to APP-20, APP-71, APP-80): the category's fields from the domain's tables,
// each step checked by its own schema as the applicant moves on, a reopened draft reaching the
// steps it passes, and a message shown only once the applicant tries to move on (APP-84).

// A whole page with a form of many fields: slow on a busy machine, so the tests get more time.
describe('the application form’s steps', { timeout: 30_000 }, () => {
  it('draws the category’s fields from the domain’s table and stays on a step with errors', async () => {
    const { user } = renderForm();

    expect(await screen.findByLabelText('Vessel Name')).toBeInTheDocument();
    // APP-82: typed as dd/mm/yyyy whatever the browser's locale, never the native date input.
    expect(screen.getByLabelText('Date of Vessel Movement')).toHaveAttribute('type', 'text');
    expect(currentStep()).toBe('1. Activity details');

    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

    const venue = screen.getByLabelText('Venue');
    await waitFor(() => expect(venue).toHaveAttribute('aria-invalid', 'true'));
    expect(venue).toHaveAccessibleDescription(mandatoryMessage('Venue'));
    expect(currentStep()).toBe('1. Activity details');
  });

  it('APP-84: a drop-down left by Tab says nothing until the applicant tries to move on', async () => {
    const { user } = renderForm(
      '/apply/permit?category=4',
      undefined,
      undefined,
      'tabber@example.com',
    );
    const type = await screen.findByLabelText('Type of Activity');
    type.focus();
    await user.tab();

    expect(screen.getByLabelText('Venue')).toHaveFocus();
    expect(type).not.toHaveAttribute('aria-invalid');
    expect(type).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

    await waitFor(() => expect(type).toHaveAttribute('aria-invalid', 'true'));
    expect(type).toHaveAccessibleDescription(mandatoryMessage('Type of Activity'));
  });

  it('APP-71: a reopened draft goes straight to any step its answers already pass', async () => {
    const { location: _notYet, ...withoutLocation } = SHIP_CROSSING;
    const { user } = renderForm(`/apply/permit?category=3&id=${ID}`, undefined, {
      version: 2,
      venue: SHIP_CROSSING.venue,
      form: withoutLocation,
    });
    const steps = await screen.findByRole('navigation', { name: 'Application steps' });

    expect(within(steps).getByRole('button', { name: '2. Dates and times' })).toBeInTheDocument();
    // The first step its answers do not pass yet is as far as the list goes.
    expect(
      within(steps).queryByRole('button', { name: '4. Operator and safety personnel' }),
    ).toBeNull();

    await user.click(within(steps).getByRole('button', { name: '3. Location' }));

    expect(currentStep()).toBe('3. Location');
    expect(screen.getByRole('heading', { name: /Step 3 of 6/ })).toHaveFocus();
  });

  it('moves on once the step is complete, saving the step’s answers with the latest version', async () => {
    const { server, user } = renderForm();
    const earliest = shipInitData({ today: TODAY, temporaryAreas: [] }).earliestStartDate;
    await answerShipActivityStep(user, earliest);

    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

    await waitFor(() => expect(currentStep()).toBe('2. Dates and times'));
    await waitFor(() =>
      expect(draftCalls(server).at(-1)?.body).toMatchObject({
        form: { vesselName: 'Sea Breeze', vesselMovementDate: earliest },
      }),
    );
    const saves = draftCalls(server).filter((call) => call.method === 'PUT');
    for (const [index, save] of saves.entries()) {
      expect(save.body).toMatchObject({ id: ID, version: index + 1 });
    }
    expect(screen.getByRole('heading', { name: /Step 2 of 6/ })).toHaveFocus();
  });

  it('ENQ-7: keeps a balloon release larger than 2 m on its step, saying the limit at the field', async () => {
    const { user } = renderForm('/apply/permit?category=4&activityType=BRELEASE');
    const size = await screen.findByLabelText(/^Maximum Size \(cm\)/);

    await user.type(size, '250');
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));

    await waitFor(() => expect(size).toHaveAttribute('aria-invalid', 'true'));
    expect(size).toHaveAccessibleDescription(
      'Maximum Size (cm) cannot be more than 200. Each balloon or cluster of balloons may be at most 2 m across.',
    );
    expect(currentStep()).toBe('1. Activity details');
  });

  it('APP-80: a captive balloon’s maximum height changed on a passed step is refused there, not at Submit, even when leaving by the step list', async () => {
    // Another account: the balloon release above leaves a kept edit of a new category 4 form.
    const { user } = renderForm(
      '/apply/permit?category=4&activityType=BHOISTING',
      undefined,
      undefined,
      'balloonist@example.com',
    );
    await user.type(await screen.findByLabelText('Venue'), 'Marina Barrage');
    await user.type(screen.getByLabelText('Purpose'), 'Product launch');
    await user.type(screen.getByLabelText('Maximum Height (ft above ground)'), '150');
    await user.selectOptions(screen.getByLabelText('Automatic Deflation Device'), 'Yes');
    await user.click(screen.getByRole('button', { name: NEXT_LABEL }));
    await waitFor(() => expect(currentStep()).toBe('2. Dates and times'));

    await user.click(screen.getByRole('button', { name: '1. Activity details' }));
    const height = await screen.findByLabelText('Maximum Height (ft above ground)');
    await user.clear(height);
    await user.type(height, 'very high');
    await user.click(screen.getByRole('button', { name: '2. Dates and times' }));

    await waitFor(() => expect(height).toHaveAttribute('aria-invalid', 'true'));
    expect(currentStep()).toBe('1. Activity details');
  });
});
