export declare const serverBundle: string;
export declare function serverBuildReason(root?: string): string | null;
export declare function ensureServerBuilt(options?: { log?: (message: string) => void }): Promise<boolean>;
