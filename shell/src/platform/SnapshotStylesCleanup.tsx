// A pre-rendered page carries its styles in <style data-snapshot> elements. styled-components takes over its own one
// when it loads: the page holds the sheet in the form styled-components writes on a server (shell/prerender), so it is
// rehydrated, not generated again. Any other copied CSS is dropped once React has committed, as it then only costs
// memory and style recalculation.
import { useEffect } from 'react';

export const SNAPSHOT_STYLE_SELECTOR = 'style[data-snapshot]';

export function SnapshotStylesCleanup() {
  useEffect(() => {
    for (const element of document.querySelectorAll(SNAPSHOT_STYLE_SELECTOR)) element.remove();
  }, []);
  return null;
}
