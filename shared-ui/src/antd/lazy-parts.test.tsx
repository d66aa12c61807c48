import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { installMatchMedia } from '../test/match-media';
import { tokens } from '../theme/tokens';
import { ConfirmDialog } from './ConfirmDialog';
import { SideMenu } from './SideMenu';
import { Tabs } from './Tabs';

// Every part of the antd entry loads its antd code on first render; these check what users get around that.

const items = [
  { key: 'home', label: 'Home' },
  { key: 'activities', label: 'Activities DB' },
  { key: 'prices', label: 'Prices Dashboard' },
];

/** The CSS antd injected for the Spotless tokens (cssinjs style tags). */
function injectedCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
}

describe('theme', () => {
  it('reaches a part rendered outside any provider', async () => {
    render(<Tabs items={[{ key: 'a', label: 'Profile', children: 'Profile panel' }]} />);
    const tab = await screen.findByRole('tab', { name: 'Profile' });
    // The part carries the class of the Spotless CSS-variable block, and that block holds the Spotless primary.
    expect(tab.closest('.spotless-antd')).not.toBeNull();
    const block = injectedCss()
      .split('}')
      .find((rule) => rule.includes('.spotless-antd') && rule.includes('--ant-color-primary:'));
    expect(block).toContain(`--ant-color-primary:${tokens.colorPrimary}`);
  });
});

describe('SideMenu', () => {
  let media: ReturnType<typeof installMatchMedia>;
  afterEach(() => media.restore());

  it('is a column of entries from 768 px, marking the current one, with no loading step', () => {
    media = installMatchMedia({ width: 1024 });
    const onSelect = jest.fn();
    render(<SideMenu label="Admin menu" items={items} selectedKey="activities" onSelect={onSelect} />);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(nav).getByRole('button', { name: 'Activities DB' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
    fireEvent.click(within(nav).getByRole('button', { name: 'Prices Dashboard' }));
    expect(onSelect).toHaveBeenCalledWith('prices');
  });

  it('opens a drawer from the Menu button on phones and closes it after a choice', async () => {
    media = installMatchMedia({ width: 360 });
    const onSelect = jest.fn();
    render(<SideMenu label="Admin menu" items={items} selectedKey="home" onSelect={onSelect} />);
    expect(screen.queryByRole('button', { name: 'Activities DB' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Activities DB' }));
    expect(onSelect).toHaveBeenCalledWith('activities');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("draws nothing on phones when the page's own Menu holds its entries, and is still the column from 768 px", () => {
    media = installMatchMedia({ width: 390 });
    render(<SideMenu label="Admin menu" items={items} selectedKey="home" onSelect={jest.fn()} phoneToggle={false} />);
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => media.setWidth(1024));
    expect(within(screen.getByRole('navigation', { name: 'Admin menu' })).getAllByRole('button')).toHaveLength(3);
  });
});

describe('ConfirmDialog', () => {
  function Page() {
    const [open, setOpen] = useState(false);
    const [answer, setAnswer] = useState('none');
    return (
      <>
        <button onClick={() => setOpen(true)}>Suspend</button>
        <p>Answer: {answer}</p>
        <ConfirmDialog
          open={open}
          title="Suspend this cleaner?"
          okText="Suspend now"
          onConfirm={() => {
            setAnswer('yes');
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  it('renders nothing while closed, then opens and reports the answer', async () => {
    render(<Page />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Suspend this cleaner?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend now' }));
    expect(screen.getByText('Answer: yes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Suspend this cleaner?')).not.toBeInTheDocument());
  });
});
