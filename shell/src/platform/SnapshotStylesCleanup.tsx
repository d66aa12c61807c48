// A pre-rendered page carries its styles in <style data-snapshot>. Once React has committed, styled-components has
// injected the live styles, so the snapshot's copy only costs memory and style recalculation: drop it.
import { useEffect } from 'react';

export const SNAPSHOT_STYLE_SELECTOR = 'style[data-snapshot]';

export function SnapshotStylesCleanup() {
  useEffect(() => {
    for (const element of document.querySelectorAll(SNAPSHOT_STYLE_SELECTOR)) element.remove();
  }, []);
  return null;
}
