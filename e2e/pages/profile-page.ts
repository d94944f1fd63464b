// /profile and /newUser (ACC-17, ACC-18): the registration form. Fields are found by their labels
// (the spec's field names), whatever control the form uses for them: text box, select or radios.
import type { Locator } from 'playwright-core';
import { PortalPage } from './portal-page.js';

/** A profile as the user types it, by label: the spec's field names and option spellings. */
export type ProfileAnswers = Readonly<Record<string, string>>;

/** Shown next to fields filled from MyInfo (ACC-37: shown as such and not editable). */
const RETRIEVED_FROM_MYINFO = 'Retrieved from Myinfo';

export class ProfilePage extends PortalPage {
  static readonly path = '/profile';

  async open(): Promise<void> {
    await this.goto(ProfilePage.path);
  }

  /** A field's control: a group of radios named by the label, or the control the label names. */
  field(label: string): Locator {
    return this.main
      .getByRole('radiogroup', { name: label, exact: true })
      .or(this.main.getByRole('group', { name: label, exact: true }))
      .or(this.main.getByLabel(label, { exact: true }))
      .first();
  }

  /** Fills one field the way a user would, by the option's visible text where there are options. */
  async answer(label: string, value: string): Promise<void> {
    const control = this.field(label);
    await control.waitFor();
    // Tag names, not DOM classes: this file runs in Node, where the DOM types do not exist.
    const tag = await control.evaluate((element) => element.tagName.toLowerCase());
    const kind =
      tag === 'select' ? 'select' : tag === 'input' || tag === 'textarea' ? 'text' : 'choices';
    if (kind === 'select') {
      await control.selectOption({ label: value });
    } else if (kind === 'text') {
      // A value already there (the sign-in's e-mail, say) may be locked; leave it as it is.
      if ((await control.inputValue()) !== value) await control.fill(value);
    } else {
      await control.getByRole('radio', { name: value, exact: true }).check();
    }
  }

  /** Answers in the order given (later fields may appear only after earlier answers). */
  async fill(answers: ProfileAnswers): Promise<void> {
    for (const [label, value] of Object.entries(answers)) await this.answer(label, value);
  }

  get submitButton(): Locator {
    return this.main.getByRole('button', { name: /^submit/i });
  }

  get retrieveMyinfoButton(): Locator {
    return this.main
      .getByRole('link', { name: /retrieve myinfo/i })
      .or(this.main.getByRole('button', { name: /retrieve myinfo/i }))
      .first();
  }

  /** A validation message shown in the form (inline, next to its field). */
  message(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  /** Fields marked as filled from MyInfo. */
  get myinfoMarks(): Locator {
    return this.main.getByText(RETRIEVED_FROM_MYINFO);
  }
}
