import { useEffect, type RefObject } from 'react';
import type { HostBridge } from './bridge';

/**
 * Tells the host page the content's height whenever it changes (grows or shrinks), so the iframe
 * never shows a scrollbar or a gap. Measures the app's root element, not the viewport, which
 * follows the iframe's own size and would never shrink.
 */
export function useAutoResize(root: RefObject<HTMLElement | null>, bridge: HostBridge): void {
  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        bridge.post({ type: 'clarity:resize', height });
      }
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [root, bridge]);
}
