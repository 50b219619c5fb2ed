// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Shell } from '../../src/layout/Shell';
import type { SiteSettings } from '../../src/schema/site';

const galleryImage = (n: number) => ({ src: `/images/gallery-${n}.jpg`, alt: `Gallery photo ${n}`, width: 400, height: 400 });

const site: SiteSettings = {
  name: 'Noor Academy',
  url: 'https://www.example.org',
  title: 'Islamic Services and Courses',
  description: 'Online Quran classes',
  keywords: ['Quran'],
  language: 'en',
  contact: { email: 'info@example.org', phone: '+92 300 123 4567', address: '1 Example Street, Lahore' },
  whatsapp: { number: '923001234567', greeting: 'Salam! I would like to know more & join.' },
  social: [
    { label: 'YouTube', href: 'https://www.youtube.com/@example', icon: 'youtube' },
    { label: 'Facebook', href: 'https://www.facebook.com/example', icon: 'facebook' },
  ],
  legal: { country: 'Pakistan', state: 'Punjab', supportEmail: 'help@example.org', supportPhone: '+92 300 000 0000' },
  menu: {
    entries: [
      {
        label: 'Courses',
        items: [
          { label: 'All Courses', to: '/courses' },
          { label: 'Tajweed', to: '/tajweed' },
        ],
      },
      {
        label: 'eLibrary',
        items: [
          { label: 'Read Quran', to: '/read-quran' },
          { label: 'Books', to: '/books' },
        ],
      },
      { label: 'Blog', to: '/blog' },
    ],
    cta: { label: 'Join Now', to: '/contact' },
  },
  footer: {
    about: 'We teach the Quran online to students of every age.',
    links: [
      { label: 'About', to: '/about' },
      { label: 'FAQ', to: '/faq' },
    ],
    gallery: [1, 2, 3, 4, 5, 6].map(galleryImage),
    copyrightFrom: 2025,
  },
};

function renderShell(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <Shell site={site}>
              <p>Page content</p>
            </Shell>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const groupButton = (name: string) => within(mainNav()).getByRole('button', { name });

describe('Shell', () => {
  it('offers a skip link to the main content', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByText('Page content')).toBeTruthy();
  });
});

describe('Header navigation', () => {
  it('renders groups as collapsed disclosure buttons controlling their lists', () => {
    renderShell();
    for (const name of ['Courses', 'eLibrary']) {
      const button = groupButton(name);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel!.hidden).toBe(true);
    }
    expect(within(mainNav()).queryByRole('link', { name: 'Tajweed' })).toBeNull();
  });

  it('renders plain entries and the call to action as links', () => {
    renderShell();
    expect(within(mainNav()).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(within(mainNav()).getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Noor Academy' }).getAttribute('href')).toBe('/');
  });

  it('opens a group on click and shows its links', () => {
    renderShell();
    fireEvent.click(groupButton('Courses'));
    expect(groupButton('Courses').getAttribute('aria-expanded')).toBe('true');
    expect(within(mainNav()).getByRole('link', { name: 'Tajweed' }).getAttribute('href')).toBe('/tajweed');
    fireEvent.click(groupButton('Courses'));
    expect(groupButton('Courses').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the open group on Escape and returns focus to its button', () => {
    renderShell();
    fireEvent.click(groupButton('Courses'));
    const link = within(mainNav()).getByRole('link', { name: 'Tajweed' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(groupButton('Courses').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(groupButton('Courses'));
  });

  it('keeps only one group open at a time', () => {
    renderShell();
    fireEvent.click(groupButton('Courses'));
    fireEvent.pointerDown(groupButton('eLibrary'));
    fireEvent.click(groupButton('eLibrary'));
    expect(groupButton('Courses').getAttribute('aria-expanded')).toBe('false');
    expect(groupButton('eLibrary').getAttribute('aria-expanded')).toBe('true');
    expect(within(mainNav()).queryByRole('link', { name: 'Tajweed' })).toBeNull();
  });

  it('closes the open group on a click outside it', () => {
    renderShell();
    fireEvent.click(groupButton('Courses'));
    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(groupButton('Courses').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the open group when focus moves out of it', () => {
    renderShell();
    fireEvent.click(groupButton('Courses'));
    const blog = within(mainNav()).getByRole('link', { name: 'Blog' });
    fireEvent.blur(groupButton('Courses'), { relatedTarget: blog });
    expect(groupButton('Courses').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the group after a link is chosen and marks the new page as current', () => {
    renderShell();
    fireEvent.click(groupButton('Courses'));
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Tajweed' }));
    expect(groupButton('Courses').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(groupButton('Courses'));
    expect(within(mainNav()).getByRole('link', { name: 'Tajweed' }).getAttribute('aria-current')).toBe('page');
  });

  it('toggles the small-screen menu, which Escape closes with focus back on the toggle', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(mainNav().id);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(mainNav().getAttribute('data-open')).toBe('true');

    const blog = within(mainNav()).getByRole('link', { name: 'Blog' });
    blog.focus();
    fireEvent.keyDown(blog, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the small-screen menu when the route changes', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Blog' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Footer', () => {
  it('shows the copyright line up to the current year', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    const year = new Date().getFullYear();
    const line = within(footer).getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith('©') === true);
    expect(line.textContent).toBe(`© 2025–${year} Noor Academy. All rights reserved.`);
  });

  it('shows the six gallery images, loaded lazily', () => {
    renderShell();
    const images = within(screen.getByRole('contentinfo')).getAllByRole('img');
    expect(images).toHaveLength(6);
    for (const image of images) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('links the contact details, footer links and social pages', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'info@example.org' }).getAttribute('href')).toBe('mailto:info@example.org');
    expect(within(footer).getByRole('link', { name: '+92 300 123 4567' }).getAttribute('href')).toBe('tel:+923001234567');
    const footerNav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(footerNav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    const youtube = within(footer).getByRole('link', { name: 'YouTube' });
    expect(youtube.getAttribute('target')).toBe('_blank');
    expect(youtube.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('ChatButton', () => {
  const chatButton = () => screen.getByRole('button', { name: 'Chat with us' });
  // Role queries skip hidden elements, so this is null while the popup is closed.
  const popup = () => screen.queryByRole('region', { name: 'Chat with us on WhatsApp!' });

  it('toggles the popup with a prefilled chat link that opens in a new tab', () => {
    renderShell();
    expect(chatButton().getAttribute('aria-expanded')).toBe('false');
    expect(popup()).toBeNull();

    fireEvent.click(chatButton());
    expect(chatButton().getAttribute('aria-expanded')).toBe('true');
    expect(popup()?.textContent).toContain('Chat with us on WhatsApp!');
    expect(popup()?.id).toBe(chatButton().getAttribute('aria-controls'));
    const link = within(popup()!).getByRole('link', { name: /start chat/i });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.greeting)}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(chatButton());
    expect(popup()).toBeNull();
  });

  it('closes on Escape and returns focus to the button', () => {
    renderShell();
    fireEvent.click(chatButton());
    const link = screen.getByRole('link', { name: /start chat/i });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(chatButton().getAttribute('aria-expanded')).toBe('false');
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(chatButton());
  });
});
