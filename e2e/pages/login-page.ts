import { PortalPage } from './portal-page.js';

/** /login, where the guard sends anonymous visitors (spec section 2). */
export class LoginPage extends PortalPage {
  static readonly path = '/login';

  static readonly headingPattern = /log ?in|sign ?in/i;
}
