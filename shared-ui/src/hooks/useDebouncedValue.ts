import { useEffect, useState } from 'react';

/** The value once it has stayed unchanged for `ms` (a picker searches after the typing pauses, not on every key). */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
