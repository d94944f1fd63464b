// The officer console (OFF-16, OFF-17, OFF-24 to OFF-26, OFF-43, OFF-44): /officer/login's steps,
// the console's navigation, the supervisors' audit trail, the queues and an application's review
// with its map and its decisions, the supervisors' Reassign dialog among them. Each step is reached
// and answered from the keyboard alone.
import type { Locator } from 'playwright-core';
import { hasFocus, pressWithTab, tabTo } from '../support/keyboard.js';
import { messagesTo, oneTimeCodeIn, waitForNewMessage } from '../support/mailbox.js';
import { PortalPage } from './portal-page.js';

/** Enough presses to cross the masthead, the header and a step's controls. */
const MAX_TABS = 40;
/** Enough presses to come round from the end of a long review to the console's navigation. */
const MAX_TABS_TO_NAVIGATION = 100;

export class OfficerConsolePage extends PortalPage {
  static readonly loginPath = '/officer/login';
  static readonly homePath = '/officer';
  static readonly auditPath = '/officer/audit';
  static readonly applicationPath = '/officer/application';

  get emailInput(): Locator {
    return this.main.getByLabel('Email Address');
  }

  get emailCodeInput(): Locator {
    return this.main.getByLabel('OTP', { exact: true });
  }

  get setUpCodeInput(): Locator {
    return this.main.getByLabel('Code from your authenticator app');
  }

  get qrCode(): Locator {
    return this.main.getByRole('img', { name: /QR code for your authenticator app/ });
  }

  get authenticatorCodeInput(): Locator {
    return this.main.getByLabel('Authenticator code');
  }

  get recoveryCodes(): Locator {
    return this.main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  }

  get savedCodesCheckbox(): Locator {
    return this.main.getByLabel('I have saved my recovery codes');
  }

  get consoleNavigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Officer console' });
  }

  get signOutButton(): Locator {
    return this.consoleNavigation.getByRole('button', { name: 'Sign out' });
  }

  get auditTable(): Locator {
    return this.main.getByRole('table');
  }

  get decisions(): Locator {
    return this.main.getByRole('region', { name: 'Decisions' });
  }

  get reviewSummary(): Locator {
    return this.main.getByRole('region', { name: 'Summary' });
  }

  get decisionOutcome(): Locator {
    return this.decisions.getByRole('status');
  }

  /** A decision's form, named by its submit button ("Reject the application"). */
  decisionForm(submit: string): Locator {
    return this.decisions.getByRole('form', { name: submit });
  }

  /** OFF-44: the portal's read-only map of the application's location. */
  get locationMap(): Locator {
    return this.main.getByRole('region', { name: 'Location on map', exact: true });
  }

  /** The map's zone switches, which are its legend (MAP-6). */
  get zoneLegend(): Locator {
    return this.main.getByRole('group', { name: 'Zones shown on the map' });
  }

  /** OFF-43: a supervisor's button that opens the Reassign dialog. */
  get reassignButton(): Locator {
    return this.decisions.getByRole('button', { name: 'Reassign', exact: true });
  }

  reassignDialog(reference: string): Locator {
    return this.dialog(`Reassign ${reference}`);
  }

  /** Opens a section of the console from its link in the navigation, by keyboard. */
  async openSectionByKeyboard(name: string, path: string): Promise<void> {
    const link = this.consoleNavigation.getByRole('link', { name, exact: true });
    await pressWithTab(link, name, 'Enter', MAX_TABS_TO_NAVIGATION);
    await this.waitForPath(path);
  }

  /** Searches the "To review" queue for the reference and opens it from its link, by keyboard. */
  async openFromQueueByKeyboard(reference: string): Promise<void> {
    await tabTo(this.main.getByLabel('Search', { exact: true }), 'the queue search', MAX_TABS);
    await this.page.keyboard.type(reference);
    await this.page.keyboard.press('Enter');
    const link = this.main.getByRole('link', { name: reference });
    await link.waitFor();
    await pressWithTab(link, reference, 'Enter', MAX_TABS);
    await this.waitForPath(OfficerConsolePage.applicationPath);
    await this.reviewSummary.waitFor();
  }

  /**
   * Scrolls the review to the location's map, which loads only then, and waits until the map and
   * its zones are drawn: the legend's switches work once the zones have arrived.
   */
  async showLocationMap(): Promise<void> {
    await this.main.getByRole('heading', { name: 'Location on the map' }).scrollIntoViewIfNeeded();
    await this.locationMap.waitFor();
    await this.zoneLegend.getByRole('checkbox', { disabled: false }).first().waitFor();
  }

  /** Opens the Reassign dialog from its button and waits until it lists the officers. */
  async openReassignByKeyboard(reference: string): Promise<Locator> {
    await pressWithTab(this.reassignButton, 'Reassign', 'Enter', MAX_TABS);
    const dialog = this.reassignDialog(reference);
    await dialog.getByRole('combobox', { name: 'Officer', disabled: false }).waitFor();
    return dialog;
  }

  /** Opens a decision from its button; its form focuses its first field. */
  async chooseDecisionByKeyboard(name: string): Promise<void> {
    await pressWithTab(
      this.decisions.getByRole('button', { name, exact: true }),
      name,
      'Enter',
      MAX_TABS,
    );
  }

  /** Types into the field the decision's form focused, then presses its submit button. */
  async decideByKeyboard(field: string, text: string, submit: string): Promise<void> {
    const input = this.decisions.getByLabel(field);
    await input.waitFor();
    await this.page.waitForFunction(
      (element) => element === document.activeElement,
      await input.elementHandle(),
    );
    await this.page.keyboard.type(text);
    await pressWithTab(
      this.decisions.getByRole('button', { name: submit }),
      submit,
      'Enter',
      MAX_TABS,
    );
  }

  async openSignIn(): Promise<void> {
    await this.goto(OfficerConsolePage.loginPath);
  }

  /**
   * Types the address and presses Enter, then answers the e-mailed code; the code's step follows.
   * Answers when the code was sent: the next code to that address may be asked for a resend
   * interval later.
   */
  async passEmailCodeByKeyboard(email: string): Promise<Date> {
    const before = (await messagesTo(this.baseUrl(), email)).length;
    await tabTo(this.emailInput, 'the e-mail address', MAX_TABS);
    await this.page.keyboard.type(email);
    await this.page.keyboard.press('Enter');
    await this.emailCodeInput.waitFor();
    const message = await waitForNewMessage(this.baseUrl(), email, before);
    await this.typeIntoFocused(this.emailCodeInput, oneTimeCodeIn(message));
    return new Date(message.sentAt);
  }

  /** The key to type into an app, as the set-up shows it (groups of four). */
  async manualKey(): Promise<string> {
    await this.qrCode.waitFor();
    return (await this.main.locator('code').innerText()).trim();
  }

  async completeSetUpByKeyboard(code: string): Promise<void> {
    await this.typeIntoFocused(this.setUpCodeInput, code);
  }

  /** Ticks "I have saved my recovery codes" and continues, from the keyboard. */
  async confirmRecoveryCodesSavedByKeyboard(): Promise<void> {
    await pressWithTab(this.savedCodesCheckbox, 'the saved-codes checkbox', 'Space', MAX_TABS);
    await pressWithTab(
      this.main.getByRole('button', { name: 'Continue to the console' }),
      'Continue to the console',
      'Enter',
      MAX_TABS,
    );
  }

  async enterAuthenticatorCodeByKeyboard(code: string): Promise<void> {
    await this.typeIntoFocused(this.authenticatorCodeInput, code);
  }

  async signOutByKeyboard(): Promise<void> {
    await pressWithTab(this.signOutButton, 'Sign out', 'Enter', MAX_TABS);
    await this.waitForPath(OfficerConsolePage.loginPath);
  }

  /** Each step moves the focus to its field: type there and submit with Enter. */
  private async typeIntoFocused(field: Locator, text: string): Promise<void> {
    await field.waitFor();
    // The step focuses its field as it renders: give that a moment, then type where the focus is.
    await this.page.waitForFunction(
      (element) => element === document.activeElement,
      await field.elementHandle(),
    );
    if (!(await hasFocus(field))) throw new Error('The step did not move the focus to its field');
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
  }
}
