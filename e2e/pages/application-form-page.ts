// /apply/permit and /application/details/edit (APP-1 to APP-49): the six-step application form.
// Fields are found by their labels (the domain's field tables), steps by the step list. The
// `…ByKeyboard` methods do what their namesakes do with the keyboard alone (ROUTE-43).
import type { Locator } from 'playwright-core';
import { pressWithTab, tabTo, typeAnswer } from '../support/keyboard.js';
import { PortalPage } from './portal-page.js';

/** Answers by label, in the order given; a select is answered by its option's visible text. */
export type FormAnswers = Readonly<Record<string, string>>;

/** Most Tab presses from one field to the next one a test answers: beyond that it is unreachable. */
const MAX_TABS = 15;
/** The months as the portal's dates name them ("3 Jan 2027"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Most Tab presses across a whole page's worth of controls: from the top of the page (the
 * masthead, the navigation, the step list) to the first field, past the map's own controls to its
 * typed coordinates, or past the review's answers to the declarations.
 */
export const MAX_TABS_ACROSS_PAGE = 40;

/** A file as Playwright hands it to a file input or a file chooser. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface TypedPoint {
  latitude: string;
  longitude: string;
}

export class ApplicationFormPage extends PortalPage {
  static readonly path = '/apply/permit';
  static readonly editPath = '/application/details/edit';

  async open(query: string): Promise<void> {
    await this.goto(`${ApplicationFormPage.path}?${query}`);
    await this.stepHeading.waitFor();
  }

  /** /apply/permit without a category: the chooser instead of the form (APP-6). */
  async openChooser(): Promise<void> {
    await this.goto(ApplicationFormPage.path);
    await this.chooser.waitFor();
  }

  /** The saved application `id` on /application/details/edit, its answers restored. */
  async openForEditing(id: string): Promise<void> {
    await this.goto(`${ApplicationFormPage.editPath}?id=${id}`);
    await this.stepHeading.waitFor();
  }

  /** What /apply/permit shows without a category in the address (APP-6). */
  get chooser(): Locator {
    return this.main.getByRole('region', { name: 'Choose what you are applying for' });
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

  /** The draft's save status line ("Saving…", "All changes saved", "Not saved — retrying"). */
  get saveStatus(): Locator {
    return this.main.locator('.application-save-status').getByRole('status');
  }

  /** The draft the address names (?id=), added once a new application's first change is saved. */
  draftId(): string | null {
    return new URL(this.page.url()).searchParams.get('id');
  }

  /**
   * The lead-time hint names the earliest start date the server allows today ("12 Mar 2026"):
   * returned as an applicant types it, dd/mm/yyyy (APP-82).
   */
  async earliestStartDate(): Promise<string> {
    const text = (await this.main.getByText(/The earliest start date is/).textContent()) ?? '';
    const match = /(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})/.exec(text);
    const month = MONTHS.indexOf(match?.[2] ?? '') + 1;
    if (!match || month === 0) throw new Error(`No earliest start date in "${text}"`);
    return `${match[1]?.padStart(2, '0')}/${String(month).padStart(2, '0')}/${match[3]}`;
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
   * each field (of `within`, by default the whole form) has it, failing when it never does; then
   * the answer is typed, or chosen with the arrow keys in a select.
   */
  async fillByKeyboard(answers: FormAnswers, within: Locator = this.main): Promise<void> {
    for (const [label, value] of Object.entries(answers)) {
      const control = within.getByLabel(label, { exact: true });
      await tabTo(control, `"${label}"`, MAX_TABS);
      await typeAnswer(control, value);
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

  /** typePoint by keyboard: Tab past the map's controls to the coordinates, then "Show on map". */
  async typePointByKeyboard({ latitude, longitude }: TypedPoint): Promise<void> {
    await tabTo(
      this.main.getByLabel('Latitude', { exact: true }),
      '"Latitude"',
      MAX_TABS_ACROSS_PAGE,
    );
    await this.fillByKeyboard({ Latitude: latitude, Longitude: longitude });
    await pressWithTab(
      this.main.getByRole('button', { name: 'Show on map' }),
      '"Show on map"',
      'Enter',
      MAX_TABS,
    );
  }

  get retrieveAddressButton(): Locator {
    return this.main.getByRole('button', { name: 'Retrieve Address' });
  }

  /** APP-21: "Retrieve Address" by keyboard (the lookup then fills the operator's address). */
  async retrieveAddressByKeyboard(): Promise<void> {
    await pressWithTab(this.retrieveAddressButton, '"Retrieve Address"', 'Enter', MAX_TABS);
  }

  /** A safety personnel fieldset (step 4), by its legend. */
  personGroup(legend: string): Locator {
    return this.main.getByRole('group', { name: legend, exact: true });
  }

  /** fillPerson by keyboard. */
  async fillPersonByKeyboard(
    legend: string,
    person: { name: string; phone: string; email: string },
  ): Promise<void> {
    await this.fillByKeyboard(
      {
        [`${legend} Name`]: person.name,
        [`${legend} Contact Number`]: person.phone,
        [`${legend} Email Address`]: person.email,
      },
      this.personGroup(legend),
    );
  }

  /** A safety personnel fieldset (step 4), by its legend. */
  async fillPerson(legend: string, person: { name: string; phone: string; email: string }) {
    const group = this.personGroup(legend);
    await group.getByLabel(`${legend} Name`, { exact: true }).fill(person.name);
    await group.getByLabel(`${legend} Contact Number`, { exact: true }).fill(person.phone);
    await group.getByLabel(`${legend} Email Address`, { exact: true }).fill(person.email);
  }

  /** Uploads files on step 5, one action (APP-65), and waits until the list shows them. */
  async upload(file: FilePayload): Promise<void> {
    await this.field('Supporting Documents').setInputFiles(file);
    await this.uploadedDocument(file.name).waitFor();
  }

  /**
   * upload by keyboard: Tab to the file input and open its chooser with Space (the file chooser is
   * the browser's, answered through Playwright's filechooser event); the choice uploads (APP-65).
   */
  async uploadByKeyboard(file: FilePayload): Promise<void> {
    const chooserOpened = this.page.waitForEvent('filechooser');
    await pressWithTab(
      this.field('Supporting Documents'),
      '"Supporting Documents"',
      'Space',
      MAX_TABS,
    );
    await (await chooserOpened).setFiles(file);
    await this.uploadedDocument(file.name).waitFor();
  }

  uploadedDocument(name: string): Locator {
    return this.main.getByRole('list', { name: 'Uploaded documents' }).getByText(name);
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

  /** "Save and continue" by keyboard (Tab to it, Enter), then the next step's heading. */
  async nextByKeyboard(): Promise<void> {
    const number = await this.stepNumber();
    await pressWithTab(this.nextButton, '"Save and continue"', 'Enter', MAX_TABS);
    await this.main
      .getByRole('heading', { level: 2, name: new RegExp(`^Step ${number + 1} of 6`) })
      .waitFor();
  }

  async declare(): Promise<void> {
    for (const box of await this.main.getByRole('checkbox').all()) await box.check();
  }

  /** declare by keyboard: Tab past the review's answers to each declaration, Space ticks it. */
  async declareByKeyboard(): Promise<void> {
    const boxes = await this.main.getByRole('checkbox').all();
    for (const [index, box] of boxes.entries()) {
      await pressWithTab(box, `declaration ${index + 1}`, 'Space', MAX_TABS_ACROSS_PAGE);
    }
  }

  /** "Submit" by keyboard (Tab to it, Enter). */
  async submitByKeyboard(): Promise<void> {
    await pressWithTab(this.submitButton, '"Submit"', 'Enter', MAX_TABS);
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
