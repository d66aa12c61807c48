// The contract that gives a phone one Menu button: the page's host (the shell) owns the button, and the area on
// screen (cleaner, admin) hands it its sections to show in the same menu. shared-ui is one instance on the page (a
// federation singleton), so this context is the same object in the shell and in every remote, and neither has to
// import the other. Without a host (an area running alone) the area keeps its own phone menu.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** One section of an area's menu: a page of the area (or Home, Logout) with an optional count beside it. */
export interface AreaMenuSection {
  key: string;
  label: string;
  /** Absolute path the entry opens. */
  to: string;
  /** This entry is the page on screen (or the page belongs to it). */
  current?: boolean;
  /** A count shown beside the label (unread chats, notifications); nothing is shown when 0 or absent. */
  count?: number;
  /** What the count counts, for screen readers ("unread chat notifications"). */
  countLabel?: string;
}

/** An area's menu as it hands it to the host. */
export interface AreaMenu {
  /** Name of the menu's navigation landmark ("Admin menu"), also its visible heading inside the host's menu. */
  label: string;
  sections: readonly AreaMenuSection[];
}

type Register = (menu: AreaMenu) => () => void;

const RegisterContext = createContext<Register | null>(null);
const MenuContext = createContext<AreaMenu | null>(null);

/**
 * Wraps the page in the host: areas below register their menu with it, and {@link useHostedAreaMenu} reads the one
 * on screen. Two contexts so that an area's registration re-renders only the host's menu, not the area itself.
 */
export function AreaMenuHost({ children }: { children: ReactNode }) {
  const [menu, setMenu] = useState<AreaMenu | null>(null);
  const current = useRef<AreaMenu | null>(null);
  const register = useMemo<Register>(
    () => (next) => {
      current.current = next;
      setMenu(next);
      return () => {
        // A second area that registered meanwhile keeps its menu when the first one leaves.
        if (current.current !== next) return;
        current.current = null;
        setMenu(null);
      };
    },
    [],
  );
  return (
    <RegisterContext.Provider value={register}>
      <MenuContext.Provider value={menu}>{children}</MenuContext.Provider>
    </RegisterContext.Provider>
  );
}

/** The host's side: the menu the area on screen registered, or null on pages without one. */
export function useHostedAreaMenu(): AreaMenu | null {
  return useContext(MenuContext);
}

/**
 * The area's side: shows `menu` in the host's menu while the calling component is mounted. Returns true when a host
 * is there to show it, so the area leaves out its own phone menu (false: the area runs alone and keeps it).
 */
export function useAreaMenu(menu: AreaMenu): boolean {
  const register = useContext(RegisterContext);
  // The sections are plain data: a new array with the same content is the same menu (no re-registration each render).
  const content = JSON.stringify(menu);
  useEffect(() => {
    if (!register) return undefined;
    return register(JSON.parse(content) as AreaMenu);
  }, [register, content]);
  return register !== null;
}
