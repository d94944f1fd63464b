// The shell every route shares (ROUTE-2): masthead, navigation, scam banner, footer, toasts.
// Locators go by role and visible text, as a visitor (or a screen reader) finds things.
import type { Locator, Page } from 'playwright-core';
import { LOGIN_SIGNUP } from '../support/spec-expectations.js';

/** The part of the server's PortalConfig (ROUTE-41, the portal-config element) tests read. */
export interface ServedPortalConfig {
  authorityName: string;
  supportEmail: string;
  accessContent: string;
}

export class PortalPage {
  constructor(readonly page: Page) {}

  /** Opens a path and waits until the lazily loaded route has rendered and the network is quiet. */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilSettled();
  }

  async waitUntilSettled(): Promise<void> {
    await this.footer.waitFor();
    await this.page.waitForLoadState('networkidle');
  }

  async waitForPath(pathname: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === pathname);
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** The origin of the portal this page browses. */
  baseUrl(): string {
    return new URL(this.page.url()).origin;
  }

  title(): Promise<string> {
    return this.page.title();
  }

  async metaDescription(): Promise<string> {
    return (await this.page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  }

  /** The settings the server wrote into index.html for the web app. */
  async portalConfig(): Promise<ServedPortalConfig> {
    const json = await this.page.locator('script#portal-config').textContent();
    return JSON.parse(json ?? 'null') as ServedPortalConfig;
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  /** The Singapore Government masthead that tells visitors this is an official website. */
  get masthead(): Locator {
    return this.page.getByText(/official website|government agency website/i).first();
  }

  navLink(name: string): Locator {
    return this.header.getByRole('link', { name, exact: true });
  }

  get loginSignup(): Locator {
    const page = this.page;
    return page
      .getByRole('button', { name: LOGIN_SIGNUP })
      .or(page.getByRole('link', { name: LOGIN_SIGNUP }))
      .first();
  }

  scamBanner(helpline: string): Locator {
    return this.page.getByText(new RegExp(`scam.*${helpline}|${helpline}.*scam`, 'i')).first();
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  footerLink(name: RegExp): Locator {
    return this.footer.getByRole('link', { name }).first();
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The user-name dropdown's toggle (ROUTE-30), labelled with the user's name or e-mail. */
  userMenu(name: string | RegExp): Locator {
    return this.header.getByRole('button', { name });
  }

  /** The modals of ROUTE-34 and ROUTE-35 ("Session Timeout!", "Concurrent Logins Detected"). */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Toasts announce themselves as alerts (ROUTE-37). */
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
