import { useEffect, type RefObject } from 'react';
import { swipeDirection } from './panel-layout';

type Point = { x: number; y: number };

/**
 * Horizontal swipes on `target` with a finger or the mouse: left and right call back. Touch uses touch events,
 * because the browser cancels the pointer stream as soon as it starts scrolling; the mouse uses pointer events.
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
    let start: Point | null = null;
    const begin = (point: Point) => {
      start = point;
    };
    const finish = (point: Point) => {
      if (!start) return;
      const direction = swipeDirection(point.x - start.x, point.y - start.y);
      start = null;
      if (direction === 'left') onSwipeLeft();
      if (direction === 'right') onSwipeRight();
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && event.touches.length === 1) begin({ x: touch.clientX, y: touch.clientY });
      else start = null;
    };
    // A sideways drag is ours: without this, Chrome treats it as the 'swipe back' history gesture.
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch || !event.cancelable) return;
      const deltaX = Math.abs(touch.clientX - start.x);
      if (deltaX > Math.abs(touch.clientY - start.y)) event.preventDefault();
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touch) finish({ x: touch.clientX, y: touch.clientY });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) begin({ x: event.clientX, y: event.clientY });
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') finish({ x: event.clientX, y: event.clientY });
    };
    const cancel = () => {
      start = null;
    };
    const listeners: Array<[string, EventListener]> = [
      ['touchstart', onTouchStart as EventListener],
      ['touchend', onTouchEnd as EventListener],
      ['touchcancel', cancel],
      ['pointerdown', onPointerDown as EventListener],
      ['pointerup', onPointerUp as EventListener],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      element.removeEventListener('touchmove', onTouchMove);
    };
  }, [target, enabled, onSwipeLeft, onSwipeRight]);
}
