import { useEffect, type RefObject } from 'react';
import { swipeDirection } from './panel-layout';

/**
 * Horizontal swipes on `target` with a finger or the mouse (pointer events cover both): left and right call back.
 * The element should allow vertical panning only (`touch-action: pan-y`) so the browser hands over sideways moves.
 */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  enabled: boolean,
  handlers: { onSwipeLeft: () => void; onSwipeRight: () => void },
): void {
  const { onSwipeLeft, onSwipeRight } = handlers;
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) return;
    let start: { x: number; y: number; id: number } | null = null;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      start = null;
      if (direction === 'left') onSwipeLeft();
      if (direction === 'right') onSwipeRight();
    };
    const onCancel = () => {
      start = null;
    };
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
    };
  }, [target, enabled, onSwipeLeft, onSwipeRight]);
}
