// Calls `onOutside` when the pointer goes down outside `ref`, while `active` is true.
import { useEffect, type RefObject } from 'react';

export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (ref.current && target instanceof Node && !ref.current.contains(target)) onOutside();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [ref, active, onOutside]);
}
