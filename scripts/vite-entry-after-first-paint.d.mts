import type { Plugin } from 'vite';
export declare function moveEntryAfterFirstPaint(html: string): string;
export declare function entryAfterFirstPaint(): Plugin;
