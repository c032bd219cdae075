import type { Plugin } from 'vite';

export declare const PRECACHEABLE: RegExp;
export declare function isPrecacheableName(fileName: string): boolean;
export declare function serviceWorker(options: { repoRoot: string }): Plugin;
