import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Keeps the height of what it replaced (a sent form) around shorter content while that is on
 * screen, so what follows does not move up under the reader's eyes: an answer that comes later
 * than half a second after the press is a layout shift (CLS) otherwise. Once scrolled out of view,
 * it lets go; what follows then moves where no one sees it (or the browser's scroll anchoring
 * keeps it in place).
 */
export function HeldHeight({ height, children }: { height: number | undefined; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element || !held || !height || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting || setHeld(false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [held, height]);
  return (
    <div ref={box} style={held && height ? { minHeight: height } : undefined}>
      {children}
    </div>
  );
}
