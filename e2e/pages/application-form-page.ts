// /apply/permit and /application/details/edit (APP-1 to APP-49): the six-step application form.
// Fields are found by their labels (the domain's field tables), steps by the step list.
import type { Locator } from 'playwright-core';
import { tabTo } from '../support/keyboard.js';
import { PortalPage } from './portal-page.js';

/** Answers by label, in the order given; a select is answered by its option's visible text. */
export type FormAnswers = Readonly<Record<string, string>>;

/** Most Tab presses from one field to the next one a test answers: beyond that it is unreachable. */
const MAX_TABS = 15;

export interface TypedPoint {
  latitude: string;
  longitude: string;
}

export class ApplicationFormPage extends PortalPage {
  static readonly path = '/apply/permit';

  async open(query: string): Promise<void> {
    await this.goto(`${ApplicationFormPage.path}?${query}`);
    await this.stepHeading.waitFor();
  }

  get stepHeading(): Locator {
    return this.main.getByRole('heading', { level: 2, name: /^Step \d of 6/ });
  }

  /** The step the list marks with aria-current="step". */
  get currentStep(): Locator {
    return this.main
      .getByRole('navigation', { name: 'Application steps' })
      .locator('[aria-current="step"]');
  }

  /** The draft's save status line ("Saving...", "Saved at hh:mm"). */
  get saveStatus(): Locator {
    return this.main
      .getByRole('status')
      .filter({ hasText: /Sav|draft|Not saved/ })
      .first();
  }

  /** The lead-time hint names the earliest start date the server allows today. */
  async earliestStartDate(): Promise<string> {
    const text = (await this.main.getByText(/the earliest start date is/).textContent()) ?? '';
    const match = /(\d{4}-\d{2}-\d{2})/.exec(text);
    if (!match?.[1]) throw new Error(`No earliest start date in "${text}"`);
    return match[1];
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  async answer(label: string, value: string): Promise<void> {
    const control = this.field(label);
    await control.waitFor();
    const tag = await control.evaluate((element) => element.tagName.toLowerCase());
    if (tag === 'select') await control.selectOption({ label: value });
    else await control.fill(value);
  }

  async fill(answers: FormAnswers): Promise<void> {
    for (const [label, value] of Object.entries(answers)) await this.answer(label, value);
  }

  /**
   * Answers in the page's order from the keyboard: Tab moves the focus on from where it is until
   * each field has it (failing when it never does), then the answer is typed (or chosen).
   */
  async fillByKeyboard(answers: FormAnswers): Promise<void> {
    for (const [label, value] of Object.entries(answers)) {
      const control = this.field(label);
      await tabTo(control, `"${label}"`, MAX_TABS);
      const tag = await control.evaluate((element) => element.tagName.toLowerCase());
      if (tag === 'select') await control.selectOption({ label: value });
      else await this.page.keyboard.type(value);
    }
  }

  /** The texts a control's aria-describedby points at: its hint and its error message. */
  async descriptionOf(control: Locator): Promise<string> {
    const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const texts = await Promise.all(
      ids.map((id) => this.page.locator(`[id="${id}"]`).textContent()),
    );
    return texts.join(' ');
  }

  /** One date and time row (step 2): a fieldset named "Date and time N". */
  dateTimeRow(number: number): Locator {
    return this.main.getByRole('group', { name: `Date and time ${number}` });
  }

  /** Fills one date and time row (step 2). */
  async fillDateTimeRow(
    number: number,
    row: { startDate: string; endDate: string; startTime: string; endTime: string },
  ): Promise<void> {
    const group = this.dateTimeRow(number);
    await group.getByLabel('Start Date', { exact: true }).fill(row.startDate);
    await group.getByLabel('End Date', { exact: true }).fill(row.endDate);
    await group.getByLabel('Start Time', { exact: true }).fill(row.startTime);
    await group.getByLabel('End Time', { exact: true }).fill(row.endTime);
  }

  /** The map's keyboard path (MAP-4): typed coordinates of a point. */
  async typePoint({ latitude, longitude }: TypedPoint): Promise<void> {
    await this.main.getByLabel('Latitude', { exact: true }).fill(latitude);
    await this.main.getByLabel('Longitude', { exact: true }).fill(longitude);
    await this.main.getByRole('button', { name: 'Show on map' }).click();
  }

  /** A safety personnel fieldset (step 4), by its legend. */
  async fillPerson(legend: string, person: { name: string; phone: string; email: string }) {
    const group = this.main.getByRole('group', { name: legend, exact: true });
    await group.getByLabel(`${legend} Name`, { exact: true }).fill(person.name);
    await group.getByLabel(`${legend} Contact Number`, { exact: true }).fill(person.phone);
    await group.getByLabel(`${legend} Email Address`, { exact: true }).fill(person.email);
  }

  /** Uploads files on step 5 and waits until the list shows them. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.field('Supporting Documents').setInputFiles(file);
    await this.main.getByRole('button', { name: 'Upload', exact: true }).click();
    await this.main
      .getByRole('list', { name: 'Uploaded documents' })
      .getByText(file.name)
      .waitFor();
  }

  get nextButton(): Locator {
    return this.main.getByRole('button', { name: 'Save and continue' });
  }

  get submitButton(): Locator {
    return this.main.getByRole('button', { name: 'Submit', exact: true });
  }

  async stepNumber(): Promise<number> {
    const text = (await this.stepHeading.textContent()) ?? '';
    return Number(/^Step (\d)/.exec(text)?.[1] ?? 0);
  }

  /** Moves on and waits for the next step's heading (a step with errors keeps the form there). */
  async next(): Promise<void> {
    const number = await this.stepNumber();
    await this.nextButton.click();
    await this.main
      .getByRole('heading', { level: 2, name: new RegExp(`^Step ${number + 1} of 6`) })
      .waitFor();
  }

  async declare(): Promise<void> {
    for (const box of await this.main.getByRole('checkbox').all()) await box.check();
  }

  /** The confirmation after a submission (APP-49). */
  get confirmation(): Locator {
    return this.main.getByRole('region', { name: 'Application submitted' });
  }

  async submittedReference(): Promise<string> {
    await this.confirmation.waitFor();
    const text = (await this.confirmation.textContent()) ?? '';
    const match = /(AP|CR|SC|AA)-\d{4}-\d{6}/.exec(text);
    if (!match) throw new Error(`No reference in "${text}"`);
    return match[0];
  }
}
