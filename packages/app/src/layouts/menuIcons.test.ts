import { ROUTES } from '@finedu/domain';
import { MENU_ICONS, menuIcon } from './menuIcons';

describe('menu icons', () => {
  it('gives every menu route an icon, so no entry falls back to its first character', () => {
    const missing = ROUTES.filter((route) => route.menu === true && !MENU_ICONS[route.name]).map((route) => route.name);
    expect(missing).toEqual([]);
  });

  it('names no route that is not in the menu', () => {
    const menuNames = new Set(ROUTES.filter((route) => route.menu === true).map((route) => route.name));
    expect(Object.keys(MENU_ICONS).filter((name) => !menuNames.has(name))).toEqual([]);
    expect(menuIcon('NoSuchRoute')).toBeUndefined();
  });
});
