import type { SpawnOptions } from 'node:child_process';

export declare const projectRoot: string;
export declare const clientOutputDir: string;
export declare const clientBuildCacheDir: string;
export declare function clientSourcesHash(root?: string): string;
export declare function newestModification(entry: string): number;
export declare function clientBuildReason(root?: string): string | null;
export declare function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export declare function ensureClientBuilt(options?: { log?: (message: string) => void }): Promise<boolean>;
