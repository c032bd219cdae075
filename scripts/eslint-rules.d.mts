import type { ESLint } from 'eslint';

export type Zone = { side: 'server' | 'client' | 'common' | 'other'; feature?: string; shared?: string };

export declare function resolveImport(fromFile: string, specifier: string, root: string): string | null;
export declare function zoneOf(relativePath: string): Zone;
export declare function layoutViolation(source: Zone, target: Zone): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
