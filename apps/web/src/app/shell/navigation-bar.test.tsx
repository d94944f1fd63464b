import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION } from '@aviation-permits/domain/session';
import type { UserSession } from '@aviation-permits/domain/session';
import { NavigationBar } from './navigation-bar';

const SIGNED_IN: UserSession = {
  ...ANONYMOUS_SESSION,
  userSessionValid: true,
  status: 'ACTIVE',
  fullName: 'Tan Ah Kow',
};

function renderBar(session: UserSession = SIGNED_IN) {
  const onLogout = vi.fn();
  render(
    <MemoryRouter>
      <NavigationBar session={session} onLogout={onLogout} />
      <p>Outside the menu</p>
    </MemoryRouter>,
  );
  const toggle = screen.queryByRole('button', { name: 'Tan Ah Kow' });
  return { onLogout, toggle };
}

// Role queries leave out what is hidden: a closed menu offers no entries.
const profileLink = () => screen.queryByRole('link', { name: 'User Profile' });

describe('user-name menu (ROUTE-30)', () => {
  it('is closed at first and opens on a click, showing User Profile and Logout', async () => {
    const { toggle } = renderBar();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(profileLink()).not.toBeInTheDocument();

    await userEvent.click(toggle!);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(profileLink()).toBeVisible();
    expect(profileLink()).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('opens with Enter and Space, and Escape closes it and returns to the button', async () => {
    const { toggle } = renderBar();
    toggle!.focus();

    await userEvent.keyboard('{Enter}');
    expect(profileLink()).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    expect(profileLink()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(profileLink()).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(profileLink()).toBeVisible();
  });

  it('closes on a click elsewhere on the page', async () => {
    const { toggle } = renderBar();
    await userEvent.click(toggle!);

    await userEvent.click(screen.getByText('Outside the menu'));

    expect(profileLink()).not.toBeInTheDocument();
  });

  it('logs out with Logout, and closes', async () => {
    const { toggle, onLogout } = renderBar();
    await userEvent.click(toggle!);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(onLogout).toHaveBeenCalledOnce();
    expect(profileLink()).not.toBeInTheDocument();
  });
});

describe('navigation bar on a narrow screen', () => {
  it('shows and hides the links with its menu button', async () => {
    renderBar(ANONYMOUS_SESSION);
    const button = screen.getByRole('button', { name: 'Show or hide the menu' });
    const links = document.getElementById(button.getAttribute('aria-controls') ?? '');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(links).toHaveClass('show');
    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(links).not.toHaveClass('show');
  });
});
