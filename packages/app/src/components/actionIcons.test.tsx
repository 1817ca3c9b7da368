import { render } from '@testing-library/react';
import { ACTION_ICONS, EMPTY_ICONS, actionIcon, emptyIcon, type ActionKind, type EmptyKind } from './actionIcons';

describe('action icons', () => {
  it('draws every kind of action as a decorative svg that the button sizes', () => {
    for (const kind of Object.keys(ACTION_ICONS) as ActionKind[]) {
      const { container, unmount } = render(<>{actionIcon(kind)}</>);
      const svg = container.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('width', '1em');
      unmount();
    }
  });

  it('gives one icon to the same action everywhere: importing and uploading look alike, as exporting and downloading', () => {
    expect(ACTION_ICONS.import).toBe(ACTION_ICONS.upload);
    expect(ACTION_ICONS.export).toBe(ACTION_ICONS.download);
  });

  it('draws the empty states of lists with a thin stroke', () => {
    for (const kind of Object.keys(EMPTY_ICONS) as EmptyKind[]) {
      const { container, unmount } = render(<>{emptyIcon(kind)}</>);
      expect(container.querySelector('svg')).toHaveAttribute('stroke-width', '1.25');
      unmount();
    }
  });
});
